/** The password policy as a zod schema, for the contracts' password fields (the rules are in password-policy.ts). */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_PROBLEM_KEYS, passwordProblems } from './password-policy.ts';

/** Zod schema of a new password; each issue message is a translation key `password.tooShort|noLetter|noDigit`. */
export const passwordSchema = z.string().superRefine((pw, ctx) => {
  for (const problem of passwordProblems(pw)) {
    ctx.addIssue({ code: 'custom', message: PASSWORD_PROBLEM_KEYS[problem], params: { problem, minimum: PASSWORD_MIN_LENGTH } });
  }
});
