import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { apiFieldErrors, mapApiErrors } from './form-errors.ts';

const invalid = (errors: Record<string, string[]>) =>
  new ApiError({ message: 'Données invalides', httpStatus: 422, error: { status: 'Error', message: 'Données invalides', data: { errors } } });

describe('API validation errors on forms', () => {
  it('reads the first message of each field of a 422', () => {
    expect(apiFieldErrors(invalid({ password: ['trop court', 'sans chiffre'], email: ['invalide'] }))).toEqual({
      password: 'trop court',
      email: 'invalide',
    });
    expect(apiFieldErrors(new ApiError({ message: 'x', httpStatus: 401, error: null }))).toBeNull();
    expect(apiFieldErrors(new Error('x'))).toBeNull();
  });

  it('puts known fields on the form and the rest in one form-level message', () => {
    expect(mapApiErrors(invalid({ password: ['court'], token: ['expiré'] }), ['password'], 'fallback')).toEqual({
      fields: { password: 'court' },
      form: 'expiré',
    });
    expect(mapApiErrors(invalid({ currentPassword: ['faux'] }), ['currentPassword'], 'fallback')).toEqual({
      fields: { currentPassword: 'faux' },
      form: null,
    });
  });

  it('uses the API message for other failures, the fallback when there was no answer', () => {
    const unauthorized = new ApiError({ message: 'Identifiants incorrects', httpStatus: 401, error: null });
    expect(mapApiErrors(unauthorized, ['email'], 'fallback')).toEqual({ fields: {}, form: 'Identifiants incorrects' });
    expect(mapApiErrors(new ApiError({ message: 'offline', httpStatus: 0, error: null }), [], 'fallback').form).toBe('fallback');
    expect(mapApiErrors(new TypeError('boom'), [], 'fallback').form).toBe('fallback');
  });
});
