import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n, TFunction } from 'i18next';

/**
 * The translation hook of every component. react-i18next's own hook copies the i18next instance into a wrapper on
 * each component's first render (to re-render on language changes), which cost ~2 ms of every server-rendered
 * catalogue page. Here an instance is never switched to another language after init (one per locale, see i18n.ts), so
 * the instance the Layout provides is read as it is.
 */
export function useTranslation(): { t: TFunction; i18n: i18n } {
  const { i18n } = useContext(I18nContext);
  return { t: i18n.t, i18n };
}
