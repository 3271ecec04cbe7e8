import type { Lang } from '@app/domain/platform/locales';

/** Whose content a read is: a platform's, in one language. */
export interface Scope {
  platformId: number;
  lang: Lang;
}

/** Today's date in Europe/Paris as YYYY-MM-DD (spec §9: days are Paris days). */
export function parisToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
