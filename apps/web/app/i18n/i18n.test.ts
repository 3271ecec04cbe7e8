import { describe, expect, it } from 'vitest';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { addTranslations, i18nFor, translator } from './i18n.ts';
import { areaFiles } from './i18n.server.ts';
import { mergeTranslations, type Texts } from './merge-translations.ts';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

const fr = mergeTranslations(areaFiles('fr'));
const es = mergeTranslations(areaFiles('es'));
const at = (texts: Texts, path: string) => path.split('.').reduce<Texts | string | undefined>((t, k) => (typeof t === 'object' ? t[k] : undefined), texts);

describe('i18n resources', () => {
  it('French and Spanish hold the same keys, area by area', () => {
    const frAreas = Object.keys(areaFiles('fr')).map((file) => file.replace('/fr.json', ''));
    const esAreas = Object.keys(areaFiles('es')).map((file) => file.replace('/es.json', ''));
    expect(esAreas).toEqual(frAreas);
    expect(frAreas.length).toBeGreaterThan(1);
    for (const area of frAreas) {
      expect(keys(areaFiles('es')[`${area}/es.json`]).sort(), area).toEqual(keys(areaFiles('fr')[`${area}/fr.json`]).sort());
    }
  });

  it('defines each key in one area only', () => {
    for (const lang of ['fr', 'es'] as const) {
      const files = Object.values(areaFiles(lang));
      const all = files.flatMap((texts) => keys(texts));
      expect(all.length, lang).toBe(new Set(all).size);
      // Nor a key of one area inside a namespace another area holds as a text.
      expect(keys(mergeTranslations(areaFiles(lang))).length, lang).toBe(all.length);
    }
    expect(() => mergeTranslations({ 'a/fr.json': { nav: { home: 'Accueil' } }, 'b/fr.json': { nav: { home: 'Maison' } } })).toThrow(
      /"nav\.home" is defined in a\/fr\.json and in b\/fr\.json/,
    );
    expect(() => mergeTranslations({ 'a/fr.json': { nav: 'Navigation' }, 'b/fr.json': { nav: { home: 'Accueil' } } })).toThrow(/"nav"/);
  });

  it('label every training type in both languages', () => {
    for (const type of TRAINING_TYPES) {
      expect(at(fr, `trainingType.${type}`), type).toBeTruthy();
      expect(at(es, `trainingType.${type}`), type).toBeTruthy();
    }
  });

  it('has the error screen keys (spec §2)', () => {
    for (const key of ['intro', 'msg', 'backHome'] as const) {
      expect(at(fr, `error.${key}`)).toBeTruthy();
      expect(at(es, `error.${key}`)).toBeTruthy();
    }
  });

  it('regional French locales fall back to French, es-ES to Spanish', () => {
    expect(i18nFor('fr-BE').t('nav.home')).toBe('Accueil');
    expect(i18nFor('fr-CA').t('error.backHome')).toBe(at(fr, 'error.backHome'));
    expect(i18nFor('es-ES').t('nav.home')).toBe('Inicio');
    expect(translator('es-ES')('catalogue.count', { count: 2 })).toBe('2 formaciones');
    expect(translator('fr-FR')('catalogue.count', { count: 1 })).toBe('1 formation');
  });
});

describe('addTranslations', () => {
  it('keeps texts added in either order, for an instance made before them too', () => {
    const t = i18nFor('fr-LU').t;
    // A screen's area texts arriving before the page's own (each download may win the race).
    addTranslations('fr', { testArea: { heading: 'Titre de la zone' } });
    addTranslations('fr', { testPage: { title: 'Titre de la page' }, testArea: { intro: 'Introduction' } });
    expect([t('testArea.heading'), t('testArea.intro'), t('testPage.title'), t('nav.home')]).toEqual([
      'Titre de la zone',
      'Introduction',
      'Titre de la page',
      'Accueil',
    ]);
  });
});
