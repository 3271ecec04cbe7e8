import { useId } from 'react';
import { Form, useMatches } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Lang } from '@app/domain/platform/locales';
import { routeByName } from '@app/domain/platform/routes';
import { searchFormPath } from '../../route-registrations.ts';
import { Icon } from '../ui/icon.tsx';

/** The search form's action in a language (`/recherche`, `/buscar`): its loader moves `?q=` into the path. */
export function searchAction(lang: Lang): string {
  return searchFormPath(routeByName('search')?.[lang] ?? '/recherche/:value');
}

/** The query of the search page being shown, to prefill the box. */
function useCurrentQuery(): string {
  const matches = useMatches();
  const leaf = matches.at(-1);
  return leaf?.id.startsWith('search-') ? (leaf.params.value ?? '') : '';
}

/**
 * Search box (issue "Catalogue" part 5): a GET form (works without JavaScript) with a labelled search field.
 * `variant="page"` is the larger form of the search page's empty state.
 */
export function SearchBox({ lang, variant = 'header' }: { lang: Lang; variant?: 'header' | 'page' }) {
  const { t } = useTranslation();
  const id = useId();
  const current = useCurrentQuery();
  const big = variant === 'page';
  return (
    <Form method="get" action={searchAction(lang)} role="search" aria-label={big ? t('search.heading') : t('search.landmark')} className={`flex w-full min-w-0 items-stretch ${big ? 'max-w-xl' : 'sm:w-64'}`}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        key={current}
        type="search"
        name="q"
        defaultValue={current}
        maxLength={100}
        enterKeyHint="search"
        placeholder={t('search.placeholder')}
        className={`min-w-0 flex-1 rounded-l-lg border border-r-0 border-neutral-400 bg-white px-3 text-neutral-900 placeholder:text-neutral-600 ${big ? 'min-h-12 text-base' : 'min-h-11 text-sm'}`}
      />
      <button
        type="submit"
        className={`inline-flex shrink-0 items-center justify-center rounded-r-lg bg-neutral-900 text-white hover:bg-neutral-700 ${big ? 'min-h-12 px-5' : 'min-h-11 px-3'}`}
      >
        <Icon name="search" size={20} label={t('search.submit')} />
      </button>
    </Form>
  );
}
