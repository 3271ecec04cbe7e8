import { Suspense } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { getCatalog } from '@app/contracts/catalogue/catalog';
import { getCatalogPdf } from '@app/contracts/admin/catalog-pdfs';
import { CATALOG_SORTS, effectiveSort, hasActiveFacets } from '@app/domain/catalogue/catalog-filters';
import { pageCount } from '@app/domain/platform/pagination';
import { FACETS_FORM_ID, FacetsPanel, useFacetLabel } from '../../components/catalogue/facets-panel.tsx';
import { TrainingCard } from '../../components/catalogue/training-card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { lazyExport } from '../../components/lazy-export.ts';
import { activeValues, catalogueSearch, filtersFromForm, withoutFacets, withoutValue } from '../../components/catalogue/catalogue-query.ts';
import { filtersFromUrl } from '../../components/catalogue/catalogue-query.server.ts';
import { formatFileSize } from '../../lib/format.ts';
import { pageDescription, pageTitle, rootOrigin } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { getSessionUser } from '../../lib/session.server.ts';
import { sharedRenderSort } from '../../lib/shared-page.server.ts';
import { EmptyState, PageBody, SectionHeader } from '../../components/ui/layout.tsx';

// Below the list: its links work as plain links until it has loaded.
const Pagination = lazyExport(() => import('../../components/ui/pagination.tsx'), 'Pagination');

/**
 * Catalogue (spec §2 /catalogue | /catalogar, issue "Catalogue" part 3): the catalogue call with the facets,
 * sort and page of the URL (domain catalogue query; canonical URLs), facet counts, result count and pagination.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const url = new URL(request.url);
  const { filters } = filtersFromUrl(url.searchParams);
  // The user's saved sort applies when the URL has none: read from the session user the root loader already asked
  // for, so the catalogue call need not look the session up again; a shared page shows its key's.
  const keyed = sharedRenderSort(context);
  const user = filters.sort || keyed ? null : await getSessionUser(request, context);
  const sort = keyed ?? effectiveSort(filters.sort, user?.preferences.sortOption);
  const api = serverApi(request, context);
  // The catalogue PDF of the page's language (issue 17 part 2): the page shows without its link if it cannot be read.
  // Its size is written here, so the page's code does not carry the formatting.
  const pdf = api.call(getCatalogPdf, {}).then(
    ({ data }) => (data.pdf ? { url: data.pdf.url, size: formatFileSize(data.pdf.size, here.locale) } : null),
    (error: unknown) => {
      console.error('Catalogue: catalogue PDF unavailable', error);
      return null;
    },
  );
  try {
    const { data: catalog } = await api.call(getCatalog, { query: { ...filters, sort } });
    return {
      catalog,
      pdf: await pdf,
      filters,
      canonicalSearch: catalogueSearch(filters),
      lang: here.lang,
      locale: here.locale,
      elearningColour: here.platform.theme.elearning_color,
    };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded, location }) => [
  { title: pageTitle(matches, 'catalogue.title') },
  pageDescription(matches, 'catalogue'),
  ...(loaded ? [{ tagName: 'link', rel: 'canonical', href: `${rootOrigin(matches)}${location.pathname}${loaded.canonicalSearch}` }] : []),
];

export default function Catalogue() {
  const { catalog, pdf, filters, lang, locale, elearningColour } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const label = useFacetLabel();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pages = pageCount(catalog.total, catalog.perPage);
  const filtered = hasActiveFacets(filters);
  const active = activeValues(filters);
  const href = (p: number) => catalogueSearch({ ...filters, page: p }) || pathname;

  return (
    <PageBody>
      <SectionHeader>
        <h1 className="text-2xl font-bold text-neutral-900 sm:text-3xl">{t('catalogue.heading')}</h1>
        {pdf && (
          <a href={pdf.url} download className="inline-flex min-h-10 items-center font-semibold underline underline-offset-2" data-testid="catalogue-pdf">
            {t('catalogue.pdf', { size: pdf.size })}
          </a>
        )}
        <p className="text-sm text-neutral-700" aria-live="polite" aria-atomic="true" data-testid="result-count">
          {t('catalogue.count', { count: catalog.total })}
          {/* A page beyond the last one has no place in the list: its empty-page message says so. */}
          {pages > 1 && catalog.page <= pages && <> · {t('pagination.summary', { page: catalog.page, total: pages })}</>}
        </p>
      </SectionHeader>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <FacetsPanel filters={filters} facets={catalog.facets} total={catalog.total} />
        <div className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            {active.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label={t('catalogue.filters.active')}>
                {active.map(({ facet, value }) => (
                  <li key={`${facet}-${String(value)}`}>
                    <Link
                      to={catalogueSearch(withoutValue(filters, facet, value)) || pathname}
                      preventScrollReset
                      className="inline-flex min-h-9 items-center gap-1 rounded-full border border-neutral-400 bg-neutral-50 py-1 pr-2 pl-3 text-sm text-neutral-900 hover:bg-neutral-100"
                      aria-label={t('catalogue.filters.remove', { value: label(facet, value) })}
                    >
                      {label(facet, value)}
                      <Icon name="close" size={16} />
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to={catalogueSearch(withoutFacets(filters)) || pathname} preventScrollReset className="inline-flex min-h-9 items-center px-2 text-sm font-semibold underline underline-offset-2">
                    {t('catalogue.filters.clear')}
                  </Link>
                </li>
              </ul>
            ) : (
              <span />
            )}
            <div className="flex items-center gap-2">
              <label htmlFor="catalogue-sort" className="text-sm font-medium text-neutral-800">
                {t('catalogue.sort.label')}
              </label>
              <select
                id="catalogue-sort"
                name="sort"
                form={FACETS_FORM_ID}
                value={catalog.sort}
                onChange={(e) => {
                  const form = document.getElementById(FACETS_FORM_ID) as HTMLFormElement | null;
                  const fd = form ? new FormData(form) : new FormData();
                  fd.set('sort', e.currentTarget.value);
                  navigate(`${pathname}${catalogueSearch(filtersFromForm(fd))}`, { preventScrollReset: true });
                }}
                className="min-h-10 rounded-md border border-neutral-400 bg-white px-2 text-sm"
              >
                {CATALOG_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`catalogue.sort.${s}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {catalog.items.length === 0 ? (
            <EmptyState testId="catalogue-empty">
              <p className="text-neutral-700">
                {filtered ? t('catalogue.emptyFiltered') : catalog.total === 0 ? t('catalogue.empty') : t('catalogue.emptyPage')}
              </p>
              {filtered ? (
                <Link to={catalogueSearch(withoutFacets(filters)) || pathname} className="mt-4 inline-block font-semibold underline underline-offset-2">
                  {t('catalogue.filters.clear')}
                </Link>
              ) : (
                catalog.total > 0 && (
                  <Link to={pathname} className="mt-4 inline-block font-semibold underline underline-offset-2">
                    {t('catalogue.backToFirstPage')}
                  </Link>
                )
              )}
            </EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {catalog.items.map((course) => (
                <li key={course.id}>
                  <TrainingCard course={course} lang={lang} locale={locale} elearningColour={elearningColour} />
                </li>
              ))}
            </ul>
          )}
          <Suspense fallback={null}>
            <Pagination page={catalog.page} pageCount={pages} search="" hrefFor={href} />
          </Suspense>
        </div>
      </div>
    </PageBody>
  );
}
