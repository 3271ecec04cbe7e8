import type { MetaFunction } from 'react-router';
import { areaPreload } from '../../lib/area-texts.ts';
import { pageTitle } from '../../lib/meta.ts';

/**
 * The head of a back-office screen: its title, kept out of search engines, and the area's texts preloaded — a child's
 * meta replaces its layout's, so a screen opened directly must preload them itself.
 */
export function adminMeta(titleKey: string): MetaFunction {
  return ({ matches }) => [{ title: pageTitle(matches, titleKey) }, { name: 'robots', content: 'noindex' }, areaPreload('admin', matches)];
}
