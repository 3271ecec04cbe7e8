/** Theme colours, their derivations and training-type colours (spec §1 platform theme, §9). */

import type { Lang } from './locales.ts';
import type { TrainingType } from '../catalogue/training-types.ts';

export const PRIMARY_COLOR_DEFAULT = '#FFB400';
/** Light blue of e-learning on French-language domains (spec §9); also the `--color-elearning` fallback. */
export const ELEARNING_COLOR_DEFAULT = '#42BAEC';
/** Pink of formation and podcast on Spanish-language domains, spelled as in spec §9. */
export const SPANISH_ELEARNING_COLOR = '#ff1e70';

export interface ThemeColours {
  primary: string;
  primaryDark: string;
  light: string;
  hover: string;
  active: string;
  shadow: string;
}

export type ThemeCssVariable =
  | '--color-primary'
  | '--color-primary-dark'
  | '--color-primary-light'
  | '--color-primary-hover'
  | '--color-primary-active'
  | '--color-primary-shadow'
  | '--color-elearning';

type Rgb = { r: number; g: number; b: number };

const HEX_RE = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Normalises `#abc`, `abc`, `#aabbcc` to `#AABBCC`; null when not a hex colour (spec §9). */
export function normalizeHex(input: string | null | undefined): string | null {
  const m = input ? HEX_RE.exec(input.trim()) : null;
  if (!m) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return `#${digits.toUpperCase()}`;
}

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

function rgbToHsl({ r, g, b }: Rgb): { h: number; s: number; l: number } {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rr) h = (gg - bb) / d + (gg < bb ? 6 : 0);
  else if (max === gg) h = (bb - rr) / d + 2;
  else h = (rr - gg) / d + 4;
  return { h: h / 6, s, l };
}

function hslToRgb({ h, s, l }: { h: number; s: number; l: number }): Rgb {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return { r: hue(h + 1 / 3) * 255, g: hue(h) * 255, b: hue(h - 1 / 3) * 255 };
}

/** Lightens by a ratio of the HSL lightness (l + l·ratio, capped at 1), like `color().lighten(ratio)` (spec §9). */
export function lighten(hex: string, ratio: number): string {
  const hsl = rgbToHsl(toRgb(normalizeHex(hex) ?? PRIMARY_COLOR_DEFAULT));
  return toHex(hslToRgb({ ...hsl, l: Math.min(1, hsl.l + hsl.l * ratio) }));
}

/** Darkens by a ratio of the HSL lightness (l − l·ratio), like `color().darken(ratio)` (spec §9). */
export function darken(hex: string, ratio: number): string {
  const hsl = rgbToHsl(toRgb(normalizeHex(hex) ?? PRIMARY_COLOR_DEFAULT));
  return toHex(hslToRgb({ ...hsl, l: Math.max(0, hsl.l - hsl.l * ratio) }));
}

/** `rgba(r, g, b, alpha)` of a hex colour (spec §9 shadow alpha 0.4). */
export function rgba(hex: string, alpha: number): string {
  const { r, g, b } = toRgb(normalizeHex(hex) ?? PRIMARY_COLOR_DEFAULT);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * Theme colours from the platform's primary colours (spec §9): primary defaults to #FFB400; light is 59% lighter,
 * hover 15% darker, active 30% darker, shadow the primary at alpha 0.4. Decision (spec silent): a missing
 * primaryDark is the primary 30% darker.
 */
export function deriveThemeColours(primary?: string | null, primaryDark?: string | null): ThemeColours {
  const p = normalizeHex(primary) ?? PRIMARY_COLOR_DEFAULT;
  return {
    primary: p,
    primaryDark: normalizeHex(primaryDark) ?? darken(p, 0.3),
    light: lighten(p, 0.59),
    hover: darken(p, 0.15),
    active: darken(p, 0.3),
    shadow: rgba(p, 0.4),
  };
}

/** CSS custom properties of a platform theme, set on `<html>` (spec §1 platform theme, §9). */
export function themeCssVariables(theme: {
  primary_color?: string | null;
  primary_color_dark?: string | null;
  elearning_color?: string | null;
}): Record<ThemeCssVariable, string> {
  const c = deriveThemeColours(theme.primary_color, theme.primary_color_dark);
  return {
    '--color-primary': c.primary,
    '--color-primary-dark': c.primaryDark,
    '--color-primary-light': c.light,
    '--color-primary-hover': c.hover,
    '--color-primary-active': c.active,
    '--color-primary-shadow': c.shadow,
    '--color-elearning': normalizeHex(theme.elearning_color) ?? ELEARNING_COLOR_DEFAULT,
  };
}

/**
 * Fixed type colours (spec §9), each chosen to give ≥ 4.5:1 contrast with white text.
 * formation and podcast depend on the language, see typeColour.
 */
export const TYPE_COLOURS = {
  dpc: '#00796B', // teal
  faceToFaceOnly: '#C62828', // red
  mixt: '#6A1B9A', // purple
  pdf: '#8B0000', // dark red
  video: '#0D2F6E', // dark blue
  virtualClass: '#1565C0', // blue
  webinar: '#1565C0', // blue
  quiz: '#616161', // grey
} as const satisfies Partial<Record<TrainingType, string>>;

/**
 * CSS colour of a training type (spec §9).
 * How the e-learning variable and #42BAEC combine: on French-language domains `formation` is
 * `var(--color-elearning, #42BAEC)` — the platform's elearning_color when set (themeCssVariables always defines the
 * variable, defaulting to #42BAEC), and #42BAEC where the variable is absent; `podcast` is plain #42BAEC.
 * On Spanish-language domains both are #ff1e70 whatever the platform's elearning colour.
 */
export function typeColour(type: TrainingType, lang: Lang): string {
  if (type === 'formation' || type === 'podcast') {
    if (lang === 'es') return SPANISH_ELEARNING_COLOR;
    return type === 'formation' ? `var(--color-elearning, ${ELEARNING_COLOR_DEFAULT})` : ELEARNING_COLOR_DEFAULT;
  }
  return TYPE_COLOURS[type];
}

/** Concrete hex of a type colour, resolving the e-learning variable with the platform's colour (spec §9). */
export function typeColourHex(type: TrainingType, lang: Lang, elearningColour?: string | null): string {
  if (type === 'formation' && lang === 'fr') return normalizeHex(elearningColour) ?? ELEARNING_COLOR_DEFAULT;
  return typeColour(type, lang);
}

/** WCAG relative luminance of a hex colour (for spec §9 colours). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = toRgb(normalizeHex(hex) ?? '#000000');
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio between two hex colours, from 1 to 21 (for spec §9 colours). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Text colour to put on a background: white when it reaches 4.5:1, else whichever of black/white contrasts more (spec §9). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const white = contrastRatio(hex, '#FFFFFF');
  if (white >= 4.5) return '#ffffff';
  return white >= contrastRatio(hex, '#000000') ? '#ffffff' : '#000000';
}

/** Text colour for a training type badge (spec §9). */
export function typeTextColour(type: TrainingType, lang: Lang, elearningColour?: string | null): '#000000' | '#ffffff' {
  return readableTextOn(typeColourHex(type, lang, elearningColour));
}
