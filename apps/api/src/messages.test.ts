import { describe, expect, it } from 'vitest';
import { defineMessages, isMessageKey, registerMessages, translate } from './i18n/messages.ts';
import { CONTENT_MESSAGES } from './modules/content/messages.ts';
import { IDENTITY_MESSAGES } from './modules/identity/messages.ts';
import './api.ts';

describe('API messages', () => {
  it('translates the common messages and those the modules declare, once the API is composed', () => {
    expect(translate('fr', 'errors.notFound', { path: '/x' })).toBe('Ressource introuvable : /x');
    expect(translate('es', 'errors.invalidCredentials')).toBe('Correo electrónico o contraseña incorrectos.');
    expect(translate('fr', 'success.contactSent', { reference: 'R1' })).toContain('R1');
    expect(isMessageKey('mail.reset.subject')).toBe(true);
    expect(isMessageKey('nope')).toBe(false);
  });

  it('gives each key to one catalogue, French and Spanish alike', () => {
    for (const catalogue of [IDENTITY_MESSAGES, CONTENT_MESSAGES]) {
      expect(Object.keys(catalogue.es).sort()).toEqual(Object.keys(catalogue.fr).sort());
    }
    registerMessages(IDENTITY_MESSAGES);
    const again = defineMessages({ fr: { 'errors.notFound': 'x' }, es: { 'errors.notFound': 'x' } });
    expect(() => registerMessages(again)).toThrow(/errors\.notFound/);
  });
});
