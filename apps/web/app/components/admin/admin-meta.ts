import type { MetaFunction } from 'react-router';
import { areaPreload } from '../../lib/area-texts.ts';
import { pageTitle } from '../../lib/meta.ts';

/**
 * The head of a back-office screen: its title (a key, or one chosen from the loader's data), kept out of search engines, and the area's texts preloaded — a child's
 * meta replaces its layout's, so a screen opened directly must preload them itself.
 */
export function adminMeta(titleKey: string | ((data: unknown) => string)): MetaFunction {
  return ({ matches, data }) => [
    { title: pageTitle(matches, typeof titleKey === 'string' ? titleKey : titleKey(data)) },
    { name: 'robots', content: 'noindex' },
    areaPreload('admin', matches),
  ];
}
