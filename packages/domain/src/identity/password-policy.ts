/** Minimum password policy shown to the user and enforced by the API (issue "Security"; spec §5 is silent). */

/** Minimum number of characters (Unicode code points) of a password. */
export const PASSWORD_MIN_LENGTH = 10;

/** A broken rule of the password policy. */
export type PasswordProblem = 'tooShort' | 'noLetter' | 'noDigit';

/** Translation key of each problem (`password.<problem>`), used as the zod issue message. */
export const PASSWORD_PROBLEM_KEYS: Record<PasswordProblem, `password.${PasswordProblem}`> = {
  tooShort: 'password.tooShort',
  noLetter: 'password.noLetter',
  noDigit: 'password.noDigit',
};

/** Rules a password breaks: at least 10 characters, one letter (any script) and one digit; [] when it is acceptable. */
export function passwordProblems(pw: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...pw].length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (!/\p{L}/u.test(pw)) problems.push('noLetter');
  if (!/\p{Nd}/u.test(pw)) problems.push('noDigit');
  return problems;
}
