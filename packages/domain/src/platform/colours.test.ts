import { describe, it, expect } from 'vitest';
import {
  ELEARNING_COLOR_DEFAULT,
  PRIMARY_COLOR_DEFAULT,
  contrastRatio,
  darken,
  deriveThemeColours,
  lighten,
  normalizeHex,
  readableTextOn,
  relativeLuminance,
  themeCssVariables,
  typeColour,
  typeColourHex,
  typeTextColour,
} from './colours.ts';
import { TRAINING_TYPES } from '../catalogue/training-types.ts';

function lightness(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255);
  return (Math.max(r, g, b) + Math.min(r, g, b)) / 2;
}

describe('theme colours (spec §9)', () => {
  it('primary defaults to #FFB400', () => {
    expect(PRIMARY_COLOR_DEFAULT).toBe('#FFB400');
    expect(deriveThemeColours().primary).toBe('#FFB400');
    expect(deriveThemeColours(null, null).primary).toBe('#FFB400');
    expect(deriveThemeColours('not a colour').primary).toBe('#FFB400');
  });

  it('normalises hex input', () => {
    expect(normalizeHex('#abc')).toBe('#AABBCC');
    expect(normalizeHex('00ff00')).toBe('#00FF00');
    expect(normalizeHex('#12345')).toBeNull();
    expect(normalizeHex(undefined)).toBeNull();
  });

  it('derives light 59% lighter, hover 15% darker, active 30% darker, shadow alpha 0.4', () => {
    const c = deriveThemeColours('#FFB400');
    const l = lightness('#FFB400'); // 0.5
    expect(lightness(c.light)).toBeCloseTo(Math.min(1, l * 1.59), 2);
    expect(lightness(c.hover)).toBeCloseTo(l * 0.85, 2);
    expect(lightness(c.active)).toBeCloseTo(l * 0.7, 2);
    expect(c.shadow).toBe('rgba(255, 180, 0, 0.4)');
    expect(c.light).toBe(lighten('#FFB400', 0.59));
    expect(c.hover).toBe(darken('#FFB400', 0.15));
    expect(c.active).toBe(darken('#FFB400', 0.3));
  });

  it('keeps a given primaryDark, else derives it', () => {
    expect(deriveThemeColours('#123456', '#0a0b0c').primaryDark).toBe('#0A0B0C');
    expect(deriveThemeColours('#123456').primaryDark).toBe(darken('#123456', 0.3));
  });

  it('lighten caps at white, darken keeps black', () => {
    expect(lighten('#FFFFFF', 0.59)).toBe('#FFFFFF');
    expect(darken('#000000', 0.3)).toBe('#000000');
  });

  it('builds the CSS variables of a platform', () => {
    const vars = themeCssVariables({ primary_color: '#e30613', primary_color_dark: null, elearning_color: null });
    const c = deriveThemeColours('#e30613');
    expect(vars).toEqual({
      '--color-primary': '#E30613',
      '--color-primary-dark': c.primaryDark,
      '--color-primary-light': c.light,
      '--color-primary-hover': c.hover,
      '--color-primary-active': c.active,
      '--color-primary-shadow': 'rgba(227, 6, 19, 0.4)',
      '--color-elearning': ELEARNING_COLOR_DEFAULT,
    });
    expect(themeCssVariables({ primary_color: null, elearning_color: '#00aa00' })['--color-elearning']).toBe('#00AA00');
  });
});

describe('type colours (spec §9)', () => {
  it('uses the e-learning variable for formation on French domains, pink on Spanish ones', () => {
    expect(typeColour('formation', 'fr')).toBe('var(--color-elearning, #42BAEC)');
    expect(typeColour('formation', 'es')).toBe('#ff1e70');
    expect(typeColour('podcast', 'es')).toBe('#ff1e70');
    expect(typeColour('podcast', 'fr')).toBe('#42BAEC');
  });

  it('other types do not depend on the language', () => {
    for (const t of ['dpc', 'faceToFaceOnly', 'mixt', 'pdf', 'video', 'virtualClass', 'webinar', 'quiz'] as const) {
      expect(typeColour(t, 'fr')).toBe(typeColour(t, 'es'));
      expect(typeColour(t, 'fr')).toMatch(/^#[0-9A-F]{6}$/);
    }
    expect(typeColour('virtualClass', 'fr')).toBe(typeColour('webinar', 'fr'));
  });

  it('has the hues of the spec', () => {
    const hue = (hex: string) => {
      const n = Number.parseInt(hex.slice(1), 16);
      return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
    };
    const teal = hue(typeColour('dpc', 'fr'));
    expect(teal.g > teal.r && teal.b > teal.r).toBe(true);
    const red = hue(typeColour('faceToFaceOnly', 'fr'));
    expect(red.r > red.g && red.r > red.b).toBe(true);
    const darkRed = hue(typeColour('pdf', 'fr'));
    expect(darkRed.r > darkRed.g && darkRed.r < red.r).toBe(true);
    const purple = hue(typeColour('mixt', 'fr'));
    expect(purple.r > purple.g && purple.b > purple.g).toBe(true);
    const blue = hue(typeColour('virtualClass', 'fr'));
    const darkBlue = hue(typeColour('video', 'fr'));
    expect(blue.b > blue.r && darkBlue.b > darkBlue.r).toBe(true);
    expect(relativeLuminance(typeColour('video', 'fr'))).toBeLessThan(relativeLuminance(typeColour('webinar', 'fr')));
    const grey = hue(typeColour('quiz', 'fr'));
    expect(grey.r === grey.g && grey.g === grey.b).toBe(true);
  });

  it('resolves the e-learning variable to a hex with the platform colour', () => {
    expect(typeColourHex('formation', 'fr')).toBe('#42BAEC');
    expect(typeColourHex('formation', 'fr', '#112233')).toBe('#112233');
    expect(typeColourHex('formation', 'es', '#112233')).toBe('#ff1e70');
  });

  it('every type colour is readable (≥ 4.5:1) with the text colour readableTextOn picks', () => {
    for (const lang of ['fr', 'es'] as const) {
      for (const t of TRAINING_TYPES) {
        const bg = typeColourHex(t, lang);
        expect(contrastRatio(bg, typeTextColour(t, lang)), `${t}/${lang}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('readableTextOn / contrastRatio', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('picks white on dark and black on light backgrounds', () => {
    expect(readableTextOn('#000000')).toBe('#ffffff');
    expect(readableTextOn('#1565C0')).toBe('#ffffff');
    expect(readableTextOn('#FFB400')).toBe('#000000');
    expect(readableTextOn('#42BAEC')).toBe('#000000');
    expect(readableTextOn('#ff1e70')).toBe('#000000');
    expect(readableTextOn('#FFFFFF')).toBe('#000000');
  });
});
