import type { CSSProperties } from 'react';
import { TIME_ZONE } from '@app/domain/platform/locales';

/**
 * What the learner's plan and the pharmacy's collective plan timelines share (spec §4): month columns of a least
 * width, below which the timeline scrolls inside its box (375 px screens), and their header.
 */
const MONTH_REM = 5.5;

export function monthLabel(month: string, locale: string): string {
  // The 15th at noon UTC is in that month in Paris whatever the season.
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: TIME_ZONE }).format(new Date(`${month}-15T12:00:00Z`));
}

/** Equal month columns, whatever the length of the names in the bars. */
export const monthColumns = (months: readonly string[]): CSSProperties => ({ gridTemplateColumns: `repeat(${months.length}, minmax(0, 1fr))` });

/** The least width of a timeline of these months (plus a leading column in rem). */
export const timelineWidth = (months: readonly string[], leadingRem = 0) => `max(100%, ${months.length * MONTH_REM + leadingRem}rem)`;

/** A grid of the months, of a definite width. */
export const monthGrid = (months: readonly string[]): CSSProperties => ({ ...monthColumns(months), width: timelineWidth(months) });

/** The months' header row (hidden from screen readers: the bars say their dates). */
export function MonthHeader({ months, locale, style = monthGrid(months), className = '' }: { months: readonly string[]; locale: string; style?: CSSProperties; className?: string }) {
  return (
    <div className={`grid ${className}`} style={style} aria-hidden="true">
      {months.map((month) => (
        <div key={month} data-testid="plan-month" className="border-b border-l border-neutral-200 px-2 py-2 text-xs font-semibold text-neutral-700 capitalize first:border-l-0">
          {monthLabel(month, locale)}
        </div>
      ))}
    </div>
  );
}
