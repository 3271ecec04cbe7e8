import { describe, expect, it } from 'vitest';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import es from './es.json';
import fr from './fr.json';
import { i18nFor, translator } from './i18n.ts';
import './i18n.server.ts';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('i18n resources', () => {
  it('French and Spanish hold the same keys', () => {
    expect(keys(es).sort()).toEqual(keys(fr).sort());
  });

  it('label every training type in both languages', () => {
    for (const type of TRAINING_TYPES) {
      expect(fr.trainingType[type], type).toBeTruthy();
      expect(es.trainingType[type], type).toBeTruthy();
    }
  });

  it('has the error screen keys (spec §2)', () => {
    for (const key of ['intro', 'msg', 'backHome'] as const) {
      expect(fr.error[key]).toBeTruthy();
      expect(es.error[key]).toBeTruthy();
    }
  });

  it('regional French locales fall back to French, es-ES to Spanish', () => {
    expect(i18nFor('fr-BE').t('nav.home')).toBe('Accueil');
    expect(i18nFor('fr-CA').t('error.backHome')).toBe(fr.error.backHome);
    expect(i18nFor('es-ES').t('nav.home')).toBe('Inicio');
    expect(translator('es-ES')('catalogue.count', { count: 2 })).toBe('2 formaciones');
    expect(translator('fr-FR')('catalogue.count', { count: 1 })).toBe('1 formation');
  });
});
