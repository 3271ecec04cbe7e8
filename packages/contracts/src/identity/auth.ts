import { z } from 'zod';
import { passwordSchema } from '@app/domain/identity/password-policy.schema';
import { USER_FUNCTIONS } from '@app/domain/identity/session-user';
import { sessionUserSchema } from '@app/domain/identity/session-user.schema';
import { defineContract } from '../contract.ts';

/**
 * Spec §7 "Platform and authentication" and the session-user calls of "User". Field rules carry translation keys
 * (`validation.*`, `password.*`) as messages: the page shows them beside the field, the API translates the same keys.
 */
const TOKEN_MAX = 200;
const NAME_MAX = 100;
const EMAIL_MAX = 254;

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(EMAIL_MAX, 'validation.email')
  .pipe(z.email('validation.email'));
const requiredText = (max: number) => z.string().min(1, 'validation.required').max(max, 'validation.tooLong');
const token = z.string().min(1).max(TOKEN_MAX);
const id = z.number().int().positive();

/** The fields of a form choosing a new password: the domain's policy, typed twice. */
export const newPasswordFields = {
  password: z.string().min(1, 'validation.required').pipe(passwordSchema),
  password_confirmation: z.string().min(1, 'validation.required').max(TOKEN_MAX, 'validation.tooLong'),
};
/** The confirmation must repeat the password; the message goes beside the confirmation. */
export const samePasswords: [
  (v: { password: string; password_confirmation: string }) => boolean,
  { path: string[]; message: string },
] = [(v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'validation.passwordMismatch' }];

const userAnswer = { data: sessionUserSchema } as const;
const none = z.null();

export const loginFields = { email: emailField, password: requiredText(TOKEN_MAX) };
export const login = defineContract({
  method: 'POST',
  path: '/api/login',
  changesState: true,
  body: z.strictObject({ ...loginFields, platform: z.string().min(1).max(32) }),
  ...userAnswer,
  // 409: the account belongs to another platform; `data` carries the hand-over (spec §4 "Login").
  errors: [401, 409, 429],
});

export const connectAsAfterRedirectPlatform = defineContract({
  method: 'POST',
  path: '/api/login/connectAsAfterRedirectPlatform',
  changesState: true,
  body: z.strictObject({ contactId: id, accountId: id.nullish(), token }),
  ...userAnswer,
  errors: [401, 410, 429],
});

export const setAccountId = defineContract({
  method: 'POST',
  path: '/api/user/setAccountId',
  changesState: true,
  body: z.strictObject({ accountId: id, platform: z.string().min(1).max(32) }),
  ...userAnswer,
  errors: [401, 404],
});

export const logout = defineContract({ method: 'POST', path: '/api/logout', changesState: true, data: none, errors: [401] });

export const getUser = defineContract({ method: 'GET', path: '/api/user', changesState: false, ...userAnswer, errors: [401] });

export const isLogged = defineContract({
  method: 'GET',
  path: '/api/user/isLogged',
  changesState: false,
  data: z.object({ loggedIn: z.boolean() }),
  errors: [],
});

export const forgotPasswordFields = { email: emailField };
/** A GET that sends a mail: it needs the CSRF token (spec §7 keeps the method). */
export const sendPasswordResetMail = defineContract({
  method: 'GET',
  path: '/api/passwordReset/sendMail/:email',
  changesState: true,
  params: z.strictObject(forgotPasswordFields),
  data: none,
  errors: [429],
});

export const resetPasswordForm = z.strictObject(newPasswordFields).refine(...samePasswords);
export const resetPassword = defineContract({
  method: 'POST',
  path: '/api/passwordReset',
  changesState: true,
  body: z.strictObject({ token, ...newPasswordFields }).refine(...samePasswords),
  data: none,
  errors: [410, 429],
});

/** Confirms an e-mail address from the link of a mail: it changes state, so the page sends the CSRF token. */
export const validateEmail = defineContract({
  method: 'GET',
  path: '/api/validateEmail/:token',
  changesState: true,
  params: z.strictObject({ token }),
  data: none,
  // 409: the new address of a login e-mail change was taken by another account meanwhile.
  errors: [409, 410],
});

export const getInvitation = defineContract({
  method: 'GET',
  path: '/api/invitation/:token',
  changesState: false,
  params: z.strictObject({ token }),
  data: z.object({ email: z.string(), accountName: z.string().nullable() }),
  errors: [404],
});

export const createAccountFields = {
  firstName: z.string().trim().min(1, 'validation.required').max(NAME_MAX, 'validation.tooLong'),
  lastName: z.string().trim().min(1, 'validation.required').max(NAME_MAX, 'validation.tooLong'),
  function: z.enum(USER_FUNCTIONS, 'validation.function'),
  ...newPasswordFields,
};
export const createAccountForm = z.strictObject(createAccountFields).refine(...samePasswords);
export const createAccount = defineContract({
  method: 'POST',
  path: '/api/createAccount',
  changesState: true,
  body: z.strictObject({ token, ...createAccountFields }).refine(...samePasswords),
  ...userAnswer,
  errors: [410],
});

const currentPassword = requiredText(TOKEN_MAX);
export const editPasswordForm = z.strictObject({ currentPassword, ...newPasswordFields }).refine(...samePasswords);
/** The profile's login e-mail form: the new address, proved by the current password. */
export const loginEmailForm = z.strictObject({ currentPassword, email: emailField });
/**
 * A new password, a new login e-mail, or both, proved by the current password. The new address takes effect when the
 * validation link mailed to it is opened (`GET /api/validateEmail/{x}`).
 */
export const updateLoginData = defineContract({
  method: 'PATCH',
  path: '/api/user/updateLoginData',
  changesState: true,
  body: z
    .strictObject({
      currentPassword,
      email: emailField.optional(),
      password: newPasswordFields.password.optional(),
      password_confirmation: newPasswordFields.password_confirmation.optional(),
    })
    .refine((v) => v.email !== undefined || v.password !== undefined, { path: ['password'], message: 'validation.required' })
    .refine((v) => v.password === undefined || v.password === v.password_confirmation, samePasswords[1]),
  data: none,
  errors: [401, 429],
});

/** The consent dialog's rule (spec §5, docs/decisions.md): the box must be ticked before the form is sent. */
export const consentForm = z.strictObject({ hasGivenConsent: z.boolean().refine((ticked) => ticked, 'consent.required') });
export const consent = defineContract({
  method: 'POST',
  path: '/api/user/consent',
  changesState: true,
  body: z.strictObject({ hasGivenConsent: z.boolean() }),
  data: z.object({ mustGiveConsent: z.boolean(), hasGivenConsent: z.boolean() }),
  errors: [401],
});
