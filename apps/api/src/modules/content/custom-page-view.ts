import type { DataOf } from '@app/contracts/contract';
import type { getCustomPage, listCustomPages } from '@app/contracts/content/custom-pages';
import type { CustomPage } from '@app/db/schema/custom-pages';

/** A page as its contract gives it: the public reads, an administrator's, the editor's answers and audit entries. */
export const customPageView = (r: CustomPage): DataOf<typeof getCustomPage> => ({
  id: r.id,
  slug: r.slug,
  lang: r.lang,
  title: r.title,
  bodyHtml: r.bodyHtml,
  startDate: r.startDate,
  endDate: r.endDate,
  options: r.options,
});

/** A page of a list: without its text. */
export const customPageSummary = (r: CustomPage): DataOf<typeof listCustomPages>[number] => ({
  id: r.id,
  slug: r.slug,
  lang: r.lang,
  title: r.title,
  startDate: r.startDate,
  endDate: r.endDate,
  options: r.options,
});
