import { z } from 'zod';
import { passwordSchema } from '@app/domain/password-policy';

/** Request schemas of the identity calls, shared with the web's forms. */
const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** A form choosing a new password: the policy of the domain, typed twice. */
function withNewPassword<T extends z.ZodRawShape>(shape: T) {
  return z
    .strictObject({ ...shape, password: passwordSchema, password_confirmation: z.string().max(200) })
    .refine((v) => (v as { password: string }).password === (v as { password_confirmation: string }).password_confirmation, {
      path: ['password_confirmation'],
      message: 'errors.passwordMismatch',
    });
}

export const loginBody = z.strictObject({
  email,
  password: z.string().min(1).max(200),
  platform: z.string().min(1).max(32),
});

export const handoverBody = z.strictObject({
  contactId: z.number().int().positive(),
  accountId: z.number().int().positive().nullish(),
  token: z.string().min(1).max(200),
});

export const setAccountBody = z.strictObject({
  accountId: z.number().int().positive(),
  platform: z.string().min(1).max(32),
});

export const emailParams = z.strictObject({ email });
export const tokenParams = z.strictObject({ token: z.string().min(1).max(200) });

export const passwordResetBody = withNewPassword({ token: z.string().min(1).max(200) });

export const createAccountBody = withNewPassword({
  token: z.string().min(1).max(200),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  function: z.enum(['Pharmacien', 'Adjoint']),
});

export const updateLoginDataBody = withNewPassword({ currentPassword: z.string().min(1).max(200) });

export const consentBody = z.strictObject({ hasGivenConsent: z.boolean() });

export const outboxQuery = z.strictObject({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
