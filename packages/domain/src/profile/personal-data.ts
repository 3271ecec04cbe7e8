/**
 * The personal data of the profile's infos tab (issue 13 part 2) and what a funding file needs of it: the rule
 * `getMissingInfo {dossierId}` applies (docs/decisions.md "Profile infos").
 */

/** The profile fields a person fills in the infos tab, by their contract names. */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'function', 'birthDate', 'professionalId', 'mobilePhone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * The professional identifier a funder asks for: the French RPPS number (11 digits, DPC files) or the Spanish NIF
 * (8 digits and a letter) or NIE (X, Y or Z, 7 digits and a letter) of FUNDAE files.
 */
export const PROFESSIONAL_ID_PATTERN = /^(\d{11}|\d{8}[A-Z]|[XYZ]\d{7}[A-Z])$/;

/** Oldest and youngest birth years accepted (a professional is at least 16 years old). */
export const BIRTH_YEAR_MIN = 1900;
export const MIN_AGE_YEARS = 16;

/** A birth date (yyyy-MM-dd) is plausible: a real day, from 1900, at least 16 years before `today` (yyyy-MM-dd). */
export function isPlausibleBirthDate(value: string, today: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const latest = `${Number(today.slice(0, 4)) - MIN_AGE_YEARS}${today.slice(4)}`;
  return Number(m[1]) >= BIRTH_YEAR_MIN && value <= latest;
}

/**
 * What kind of funding a file is: a DPC programme (ANDPC, France), a FUNDAE bonus (a training followed on a Spanish
 * platform), or the funding of any other training (an OPCO file).
 */
export type FundingKind = 'dpc' | 'fundae' | 'opco';

export function fundingKindOf(training: { hasDpc: boolean; lang: 'fr' | 'es' }): FundingKind {
  if (training.lang === 'es') return 'fundae';
  return training.hasDpc ? 'dpc' : 'opco';
}

/** The fields each kind of funding file needs of the learner, in the order the infos tab shows them. */
export const FUNDING_FILE_FIELDS: Readonly<Record<FundingKind, readonly ProfileField[]>> = {
  dpc: ['firstName', 'lastName', 'birthDate', 'professionalId', 'mobilePhone'],
  fundae: ['firstName', 'lastName', 'birthDate', 'professionalId', 'mobilePhone'],
  opco: ['firstName', 'lastName', 'function', 'mobilePhone'],
};

/** The fields a funding file needs that the profile leaves empty (null or blank), in the order of PROFILE_FIELDS. */
export function missingProfileFields(profile: Readonly<Record<ProfileField, string | null>>, kinds: readonly FundingKind[]): ProfileField[] {
  const needed = new Set(kinds.flatMap((kind) => FUNDING_FILE_FIELDS[kind]));
  return PROFILE_FIELDS.filter((field) => needed.has(field) && !profile[field]?.trim());
}
