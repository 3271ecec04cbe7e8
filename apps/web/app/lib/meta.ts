/** Page head helpers (spec §2 "Page head"): title = page title – platform name, else a global title. */
import type { Lang } from '@app/domain/platform/locales';
import { translator } from '../i18n/i18n.ts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

export interface RootHeadData {
  lang: Lang;
  platform: { name: string } | null;
}

export function rootHeadData(matches: ReadonlyArray<MatchLike | undefined>): RootHeadData | undefined {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootHeadData | undefined;
  return root && typeof root === 'object' && 'lang' in root ? root : undefined;
}

/** `<page> – <platform>`; without a platform name the global title (translation key app.globalTitle) stands in. */
export function pageTitle(matches: ReadonlyArray<MatchLike | undefined>, pageKey?: string): string {
  const root = rootHeadData(matches);
  const t = translator(root?.lang ?? 'fr');
  const platformName = root?.platform?.name || t('app.globalTitle');
  return pageKey ? `${t(pageKey)} – ${platformName}` : platformName;
}

/**
 * The page's meta description (translation key `meta.description.<page>`, the platform's name in it); pages of data
 * without a text of their own use `default`.
 */
export function pageDescription(matches: ReadonlyArray<MatchLike | undefined>, page = 'default') {
  const root = rootHeadData(matches);
  const t = translator(root?.lang ?? 'fr');
  const platform = root?.platform?.name || t('app.globalTitle');
  return { name: 'description', content: t(`meta.description.${page}`, { platform }) };
}

/** `<text> – <platform>` for pages whose title is data (a training's SEO title, a search, an expert's name). */
export function pageTitleText(matches: ReadonlyArray<MatchLike | undefined>, text: string): string {
  return `${text} – ${pageTitle(matches)}`;
}

/** The request origin the root loader saw (for canonical links and absolute URLs). */
export function rootOrigin(matches: ReadonlyArray<MatchLike | undefined>): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? '';
}
