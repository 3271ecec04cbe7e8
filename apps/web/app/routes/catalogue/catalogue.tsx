import { Link, data, useLoaderData, useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, clampPage, pageCount } from '@app/domain/pagination';
import { TrainingCard } from '../../components/training-card.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { isApiError } from '../../lib/api-client.ts';
import type { CatalogPage } from '../../lib/api-types.ts';
import { pageTitle } from '../../lib/meta.ts';
import { getSite, serverApi } from '../../lib/platform.server.ts';

/** Catalogue (spec §2 /catalogue | /catalogar): `GET /back/api/catalog?page=&perPage=10`, paginated by `?page=`. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await getSite(request, context);
  const page = clampPage(new URL(request.url).searchParams.get('page'));
  try {
    const { data: catalog } = await serverApi(request, context, site.locale).get<CatalogPage>('/back/api/catalog', {
      query: { page, perPage: DEFAULT_PAGE_SIZE },
    });
    return { catalog, page, lang: site.lang, locale: site.locale, elearningColour: site.platform.theme.elearning_color };
  } catch (error) {
    if (isApiError(error)) throw data(error.message, { status: error.httpStatus >= 400 ? error.httpStatus : 502 });
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle(matches, 'catalogue.title') }];

export default function Catalogue() {
  const { catalog, page, lang, locale, elearningColour } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { search } = useLocation();
  const pages = pageCount(catalog.total, catalog.perPage);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold text-neutral-900 sm:text-3xl">{t('catalogue.heading')}</h1>
        {catalog.total > 0 && (
          <p className="text-sm text-neutral-700" aria-live="polite">
            {t('catalogue.count', { count: catalog.total })}
            {pages > 1 && <> · {t('pagination.summary', { page, total: pages })}</>}
          </p>
        )}
      </div>
      {catalog.items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-neutral-300 bg-neutral-50 px-6 py-12 text-center">
          <p className="text-neutral-700">{catalog.total === 0 ? t('catalogue.empty') : t('catalogue.emptyPage')}</p>
          {catalog.total > 0 && (
            <Link to="?" className="mt-4 inline-block font-semibold underline underline-offset-2">
              {t('catalogue.backToFirstPage')}
            </Link>
          )}
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {catalog.items.map((course) => (
            <li key={course.id}>
              <TrainingCard course={course} lang={lang} locale={locale} elearningColour={elearningColour} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pages} search={search} />
    </div>
  );
}
