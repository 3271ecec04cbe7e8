import { describe, expect, it } from 'vitest';
import {
  consentSchema,
  createAccountSchema,
  editPasswordSchema,
  loginSchema,
  resetPasswordSchema,
} from './schemas.ts';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('identity form schemas', () => {
  it('login: required fields and a valid e-mail', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(messages(loginSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({ email: 'validation.email' });
    expect(loginSchema.safeParse({ email: ' a@b.fr ', password: 'x' }).data?.email).toBe('a@b.fr');
  });

  it('new passwords follow the shared policy and must match', () => {
    expect(messages(resetPasswordSchema.safeParse({ password: 'short1', password_confirmation: 'short1' }))).toEqual({
      password: 'password.tooShort',
    });
    expect(messages(resetPasswordSchema.safeParse({ password: 'abcdefghijk', password_confirmation: 'x' })).password).toBe(
      'password.noDigit',
    );
    expect(messages(resetPasswordSchema.safeParse({ password: 'Nouveau-2026x', password_confirmation: 'Nouveau-2026' }))).toEqual({
      password_confirmation: 'validation.passwordMismatch',
    });
    expect(resetPasswordSchema.safeParse({ password: 'Nouveau-2026', password_confirmation: 'Nouveau-2026' }).success).toBe(true);
    expect(messages(editPasswordSchema.safeParse({ currentPassword: '', password: 'Nouveau-2026', password_confirmation: 'Nouveau-2026' }))).toEqual({
      currentPassword: 'validation.required',
    });
  });

  it('account creation needs names and a function', () => {
    const result = createAccountSchema.safeParse({
      firstName: ' ',
      lastName: 'Durand',
      function: '',
      password: 'Nouveau-2026',
      password_confirmation: 'Nouveau-2026',
    });
    expect(messages(result)).toEqual({ firstName: 'validation.required', function: 'validation.function' });
  });

  it('consent: the box must be ticked', () => {
    expect(messages(consentSchema.safeParse({ hasGivenConsent: false }))).toEqual({ hasGivenConsent: 'consent.required' });
    expect(consentSchema.safeParse({ hasGivenConsent: true }).success).toBe(true);
  });
});
