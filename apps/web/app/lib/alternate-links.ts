/** Alternate-language links of the page head (spec §2 "Page head": fr-FR and es-ES only). */
import { LANGS, defaultLocaleOf, type Lang } from '@app/domain/platform/locales';
import { matchPath, translatePath, validateRouteParams } from '@app/domain/platform/routes';

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/** The page's path in a language: translated when the route has its own path there, null when it has none. */
function pathIn(pathname: string, lang: Lang): string | null {
  const translated = translatePath(pathname, lang);
  if (translated) return translated;
  const match = matchPath(pathname, lang);
  return match && validateRouteParams(match.name, match.params) ? pathname : null;
}

/**
 * One link per language: the current URL for the page's own language, and for the other language that
 * language's main host of the platform (same scheme and port) with the translated path — only when the platform
 * has a host in it and the route exists in it.
 */
export function alternateLinks(origin: string, pathname: string, lang: Lang, hostsByLang: Partial<Record<Lang, string>>): AlternateLink[] {
  const here = new URL(origin);
  return LANGS.flatMap((other) => {
    if (other === lang) return [{ hrefLang: defaultLocaleOf(lang), href: `${here.origin}${pathname}` }];
    const host = hostsByLang[other];
    const path = host ? pathIn(pathname, other) : null;
    if (!host || !path) return [];
    const there = new URL(here.origin);
    there.hostname = host;
    return [{ hrefLang: defaultLocaleOf(other), href: `${there.origin}${path}` }];
  });
}
