/**
 * Attestations of completed trainings (issue "Learning I" part 9): the verification code printed with its QR code,
 * the file name in the learner's language, and what the public verification page may show.
 */
import type { Lang } from '../platform/locales.ts';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed from paper is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 symbols of 5 bits: 80 random bits, beyond any guessing through the public check. */
export const ATTESTATION_CODE_LENGTH = 16;
/** The code as printed and stored: four groups of four symbols. */
export const ATTESTATION_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** A code from random bytes (one symbol per byte: 256 is a multiple of 32, so every symbol is equally likely). */
export function attestationCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < ATTESTATION_CODE_LENGTH) throw new Error(`an attestation code needs ${ATTESTATION_CODE_LENGTH} random bytes`);
  const symbols = Array.from(randomBytes.subarray(0, ATTESTATION_CODE_LENGTH), (b) => ALPHABET[b % 32]).join('');
  return symbols.match(/.{4}/g)!.join('-');
}

/** A typed code as stored: upper case, the look-alike letters of Crockford's base 32 read as digits, dashes regrouped. */
export function normalizeAttestationCode(typed: string): string {
  const symbols = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return symbols.match(/.{1,4}/g)?.join('-') ?? '';
}

const FILE_PREFIX: Record<Lang, string> = { fr: 'attestation', es: 'certificado' };

/** The PDF's file name in the learner's language, e.g. `attestation-vaccination-antigrippale-2027-03-14.pdf`. */
export function attestationFileName(lang: Lang, trainingName: string, completedDay: string): string {
  const slug = trainingName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${[FILE_PREFIX[lang], slug, completedDay].filter(Boolean).join('-')}.pdf`;
}

/**
 * The holder as the public verification page shows them: initials only, enough to match the paper in hand without
 * publishing a name (docs/decisions.md).
 */
export function holderInitials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0).toUpperCase())
    .filter(Boolean)
    .map((initial) => `${initial}.`)
    .join(' ');
}
