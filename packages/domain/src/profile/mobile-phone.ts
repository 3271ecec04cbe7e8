/**
 * Phone numbers of the profile (issue 13 part 2): French and Spanish numbers, read by libphonenumber-js (its full
 * metadata, which knows mobile ranges) and kept in E.164 (`+33612345678`). A number written without its country code
 * is read as a number of the platform's language: French on a French platform, Spanish on a Spanish one.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Lang } from '../platform/locales.ts';

/** France with its overseas departments (the fr-GF locale among them) and Spain (docs/decisions.md "Profile infos"). */
export const PHONE_COUNTRIES: readonly CountryCode[] = ['FR', 'GF', 'GP', 'MQ', 'RE', 'YT', 'ES'];

/** Longest input accepted before reading it (a number with spaces, dots and its country code fits). */
export const PHONE_MAX_LENGTH = 32;

const DEFAULT_COUNTRY: Record<Lang, CountryCode> = { fr: 'FR', es: 'ES' };
const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * The E.164 form of a French or Spanish number, or null when it is not one; `mobile` also refuses landlines (the
 * profile's mobile phone), the contact phone of an account may be the pharmacy's landline.
 */
export function normalisePhone(input: string, lang: Lang, kind: 'mobile' | 'any'): string | null {
  if (input.length > PHONE_MAX_LENGTH) return null;
  const phone = parsePhoneNumberFromString(input, DEFAULT_COUNTRY[lang]);
  if (!phone?.isValid() || !phone.country || !PHONE_COUNTRIES.includes(phone.country)) return null;
  if (kind === 'mobile' && !MOBILE_TYPES.has(phone.getType() ?? '')) return null;
  return phone.number;
}

/** An E.164 number as people write it (`+33 6 12 34 56 78`). */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
