/**
 * The news article page: the route table has the list only (`/actualites` | `/noticias`), the web adds the article
 * under it (`/actualites/:slug` | `/noticias/:slug`, route-registrations NEWS_ARTICLE, docs/decisions.md).
 */
import type { Lang } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';

export function newsArticlePath(lang: Lang, slug: string): string {
  return `${buildPath('news', lang)}/${encodeURIComponent(slug)}`;
}

/** The article slug of a pathname in a language, null when the path is not an article path of that language. */
export function newsSlugOf(pathname: string, lang: Lang): string | null {
  const prefix = `${buildPath('news', lang)}/`;
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}
