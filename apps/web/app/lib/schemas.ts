/**
 * Page-side validation of the identity forms (the API validates again). Issue messages are translation keys
 * (`validation.*`, the domain's `password.*`, `consent.required`), translated beside each field.
 */
import { z } from 'zod';
import { passwordSchema } from '@app/domain/password-policy';

const NAME_MAX = 100;
const EMAIL_MAX = 254;

const required = (max = NAME_MAX) => z.string().trim().min(1, 'validation.required').max(max, 'validation.required');

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(EMAIL_MAX, 'validation.email')
  .pipe(z.email('validation.email'));

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'validation.required'),
});
export type LoginForm = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

const newPasswordFields = {
  password: z.string().min(1, 'validation.required').pipe(passwordSchema),
  password_confirmation: z.string().min(1, 'validation.required'),
};

const samePasswords: [
  (v: { password: string; password_confirmation: string }) => boolean,
  { path: string[]; message: string },
] = [
  (v) => v.password === v.password_confirmation,
  { path: ['password_confirmation'], message: 'validation.passwordMismatch' },
];

export const resetPasswordSchema = z.object(newPasswordFields).refine(...samePasswords);
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;

export const editPasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'validation.required'), ...newPasswordFields })
  .refine(...samePasswords);
export type EditPasswordForm = z.infer<typeof editPasswordSchema>;

export const USER_FUNCTIONS = ['Pharmacien', 'Adjoint'] as const;

export const createAccountSchema = z
  .object({
    firstName: required(),
    lastName: required(),
    function: z.enum(USER_FUNCTIONS, 'validation.function'),
    ...newPasswordFields,
  })
  .refine(...samePasswords);
export type CreateAccountForm = z.infer<typeof createAccountSchema>;

/** Consent dialog (spec §2, §5): the box must be ticked before the form is sent (docs/decisions.md). */
export const consentSchema = z.object({ hasGivenConsent: z.boolean().refine((ticked) => ticked, 'consent.required') });
export type ConsentForm = z.infer<typeof consentSchema>;
