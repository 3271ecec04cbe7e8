import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { buildPath } from '@app/domain/platform/routes';
import { lastUpdateOf } from './catalog-course.ts';
import { offeredWhere, type CatalogScope } from '@app/db/offered';
import { offeredExperts } from './list-experts.ts';

/** The protocol's limit of URLs in one sitemap file (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute path on the host, in the host's language. */
  path: string;
  lastmod: Date | null;
}

const latest = (dates: readonly (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);

/**
 * The pages of a host (issue "Catalogue" part 7), with the host's own paths (domain route table): home, catalogue,
 * every offered training (`/:trainingType/:slug`, its `type` as in the catalogue), the expert directory and each
 * expert with offered trainings. lastmod: a training's last update; a list's, the latest of what it lists.
 * Content pages (custom pages, news, FAQ) are added when their screens exist.
 */
export async function sitemapEntries(db: Db, scope: CatalogScope): Promise<SitemapEntry[]> {
  const [courses, people] = await Promise.all([
    db
      .select({ slug: trainingOffers.slug, type: trainings.type, lastUpdate: trainings.lastUpdate, updatedAt: trainings.updatedAt })
      .from(trainingOffers)
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .where(offeredWhere(scope))
      .orderBy(sql`${trainingOffers.publishedAt} desc nulls last`, desc(trainingOffers.id))
      .limit(MAX_SITEMAP_URLS),
    offeredExperts(db, scope),
  ]);
  const { lang } = scope;
  const trainingPages = courses.map((c) => ({
    path: buildPath('training-detail', lang, { trainingType: c.type, slug: c.slug }),
    lastmod: lastUpdateOf(c),
  }));
  const catalogueLastmod = latest(trainingPages.map((p) => p.lastmod));
  const entries: SitemapEntry[] = [
    { path: buildPath('index', lang), lastmod: catalogueLastmod },
    { path: buildPath('catalogue', lang), lastmod: catalogueLastmod },
    ...trainingPages,
    { path: buildPath('experts', lang), lastmod: latest(people.map((p) => p.lastUpdate)) },
    ...people.map((p) => ({ path: buildPath('expert-detail', lang, { slug: p.slug }), lastmod: p.lastUpdate })),
  ];
  return entries.slice(0, MAX_SITEMAP_URLS);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** The sitemap XML (sitemaps.org 0.9) of the entries, with absolute URLs on `origin` (e.g. `https://host`). */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
