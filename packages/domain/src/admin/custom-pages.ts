/**
 * Custom pages in the back-office (issue 17 part 3; spec §3 Custom page: startDate, endDate, plus options). Pure rules
 * shared by the API (what it accepts and shows) and the editor screens (what they check and label).
 */

/** A page's address under /pages/: lower-case words of letters and digits joined by hyphens, with at least one letter. */
export const CUSTOM_PAGE_SLUG = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CUSTOM_PAGE_SLUG_MAX = 100;

/**
 * How the parameter of `GET /api/customPages/{id}` is read: digits only is a page id (an administrator's call),
 * anything else a slug. A slug always holds a letter (`CUSTOM_PAGE_SLUG`), so the two never meet.
 */
export function customPageKey(param: string): { id: number } | { slug: string } {
  return /^\d{1,15}$/.test(param) ? { id: Number(param) } : { slug: param };
}

/** The options an administrator sets (spec §3 "plus options"): shown to the public or kept as a draft, and indexed or not. */
export interface CustomPageSettings {
  /** False keeps the page a draft: never public, whatever its window. Absent counts as published. */
  published?: boolean;
  /** Asks search engines not to index the page. */
  noIndex?: boolean;
}

/** Whether a page's options let it be public (a page stored before the option existed is published). */
export const isPublished = (options: CustomPageSettings): boolean => options.published !== false;

export type CustomPageState = 'draft' | 'scheduled' | 'online' | 'ended';

/**
 * Where a page stands on `today` (a Paris day, YYYY-MM-DD; spec §3: the window's days are inclusive, null is open):
 * a draft, waiting for its start, online, or past its end.
 */
export function customPageState(page: { startDate: string | null; endDate: string | null; options: CustomPageSettings }, today: string): CustomPageState {
  if (!isPublished(page.options)) return 'draft';
  if (page.startDate !== null && page.startDate > today) return 'scheduled';
  if (page.endDate !== null && page.endDate < today) return 'ended';
  return 'online';
}

/** A slug suggested from a title: accents dropped, lower case, words joined by hyphens (empty when nothing is left). */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CUSTOM_PAGE_SLUG_MAX)
    .replace(/-+$/, '');
}
