/** Locale-aware formatting; dates are shown in Europe/Paris time (spec §9). */
import { TIME_ZONE } from '@app/domain/locales';

export function formatPrice(euros: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(euros);
}

export function formatDate(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(date);
}
