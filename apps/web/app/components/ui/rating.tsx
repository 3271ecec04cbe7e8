import type { CSSProperties } from 'react';
import { RATING_ITEMS, pxToRem } from './constants.ts';

/** Gap between two stars, in rem (the former `gap-0.5`). */
const GAP_REM = 0.125;

/**
 * Read-only star rating (spec §9: 5 items by default); the label carries the value for screen readers. One element
 * masked by the row of stars (app.css `.rating-stars`) rather than two SVGs per star: a catalogue page shows one per
 * card. Half stars as before: the fill stops at the middle of the star the rounded value ends in.
 */
export function Rating({ value, label, items = RATING_ITEMS, size = 16 }: { value: number; label: string; items?: number; size?: number }) {
  const rounded = Math.round(Math.max(0, Math.min(items, value)) * 2) / 2;
  const star = size / 16;
  const whole = Math.floor(rounded);
  const fill = whole * (star + GAP_REM) + (rounded - whole) * star;
  const style = {
    '--star': pxToRem(size),
    '--rating-fill': `${fill}rem`,
    width: `${items * star + (items - 1) * GAP_REM}rem`,
  } as CSSProperties;
  return <span role="img" aria-label={label} className="rating-stars" style={style} />;
}
