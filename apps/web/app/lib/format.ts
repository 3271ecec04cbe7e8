/** Locale-aware formatting; dates are shown in Europe/Paris time (spec §9). */
import { TIME_ZONE } from '@app/domain/platform/locales';

/**
 * One formatter per locale and style: building an Intl formatter costs far more than using one, and a catalogue page
 * formats a price and a date on every card.
 */
function cached<F>(make: (locale: string) => F): (locale: string) => F {
  const byLocale = new Map<string, F>();
  return (locale) => {
    let formatter = byLocale.get(locale);
    if (!formatter) byLocale.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

const priceFormat = cached((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }));
const dateFormat = cached((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE }));
const dayFormat = cached((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: TIME_ZONE }));

export function formatPrice(euros: number, locale: string): string {
  return priceFormat(locale).format(euros);
}

export function formatDate(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat(locale).format(date);
}

/** A calendar day `YYYY-MM-DD` (a session date, already local) shown in full, e.g. « lundi 18 janvier 2027 ». */
export function formatDay(day: string | null | undefined, locale: string): string | null {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!m) return null;
  // Noon UTC is the same calendar day in Europe/Paris whatever the season.
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return dayFormat(locale).format(date);
}

/** A local time `HH:MM[:SS]` shown as `09:00` (seconds dropped); null when absent or malformed. */
export function formatTime(time: string | null | undefined): string | null {
  const m = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : null;
}

const clockFormat = cached((locale) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE }));

/** An instant's day and time in Europe/Paris, e.g. « mardi 12 janvier 2027 » and « 19:15 » (a room's opening). */
export function formatDayAndTime(iso: string, locale: string): { day: string; time: string } {
  const date = new Date(iso);
  return { day: dayFormat(locale).format(date), time: clockFormat(locale).format(date) };
}

/** A file's size as a person reads it (« 1,4 Mo », « 820 ko »). */
export function formatFileSize(bytes: number, locale: string): string {
  const mega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: mega ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(bytes / (mega ? 1024 * 1024 : 1024));
}
