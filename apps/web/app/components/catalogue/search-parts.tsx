import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Lang } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { parseHighlight } from './highlight.ts';
import { SearchBox } from './search-box.tsx';

/** A highlighted name from the API, rendered as text and <mark> elements (never as HTML). */
export function Highlighted({ html, fallback }: { html: string | null | undefined; fallback: string }) {
  const parts = parseHighlight(html);
  if (parts.length === 0) return <>{fallback}</>;
  return (
    <>
      {parts.map((p, i) =>
        p.mark ? (
          <mark key={i} className="rounded-sm bg-primary-light px-0.5 text-neutral-950">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

/** The helpful state of an empty or stop-words-only query: what to type, a search form, the catalogue. */
export function BlankSearch({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14" data-testid="search-blank">
      <h1 className="text-2xl font-bold text-neutral-900 sm:text-3xl">{t('search.heading')}</h1>
      <p className="mt-3 text-neutral-700">{t('search.blank')}</p>
      <div className="mt-6">
        <SearchBox lang={lang} variant="page" />
      </div>
      <p className="mt-4 text-sm text-neutral-700">{t('search.examples')}</p>
      <p className="mt-6">
        <Link to={buildPath('catalogue', lang)} className="font-semibold underline underline-offset-2">
          {t('search.browseCatalogue')}
        </Link>
      </p>
    </div>
  );
}
