import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { consentForm, createAccountForm, editPasswordForm, loginFields, resetPasswordForm } from './auth.ts';

const loginForm = z.strictObject(loginFields);

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('identity form schemas', () => {
  it('login: required fields and a valid e-mail', () => {
    expect(messages(loginForm.safeParse({ email: '', password: '' }))).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(messages(loginForm.safeParse({ email: 'nope', password: 'x' }))).toEqual({ email: 'validation.email' });
    expect(loginForm.safeParse({ email: ' a@b.fr ', password: 'x' }).data?.email).toBe('a@b.fr');
  });

  it('new passwords follow the shared policy and must match', () => {
    expect(messages(resetPasswordForm.safeParse({ password: 'short1', password_confirmation: 'short1' }))).toEqual({
      password: 'password.tooShort',
    });
    expect(messages(resetPasswordForm.safeParse({ password: 'abcdefghijk', password_confirmation: 'x' })).password).toBe(
      'password.noDigit',
    );
    expect(messages(resetPasswordForm.safeParse({ password: 'Nouveau-2026x', password_confirmation: 'Nouveau-2026' }))).toEqual({
      password_confirmation: 'validation.passwordMismatch',
    });
    expect(resetPasswordForm.safeParse({ password: 'Nouveau-2026', password_confirmation: 'Nouveau-2026' }).success).toBe(true);
    expect(messages(editPasswordForm.safeParse({ currentPassword: '', password: 'Nouveau-2026', password_confirmation: 'Nouveau-2026' }))).toEqual({
      currentPassword: 'validation.required',
    });
  });

  it('account creation needs names and a function', () => {
    const result = createAccountForm.safeParse({
      firstName: ' ',
      lastName: 'Durand',
      function: '',
      password: 'Nouveau-2026',
      password_confirmation: 'Nouveau-2026',
    });
    expect(messages(result)).toEqual({ firstName: 'validation.required', function: 'validation.function' });
  });

  it('consent: the box must be ticked', () => {
    expect(messages(consentForm.safeParse({ hasGivenConsent: false }))).toEqual({ hasGivenConsent: 'consent.required' });
    expect(consentForm.safeParse({ hasGivenConsent: true }).success).toBe(true);
  });
});
