import { Link, useLoaderData, useLocation, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { searchCatalog } from '@app/contracts/catalogue/search';
import { clampPage, pageCount } from '@app/domain/platform/pagination';
import { buildPath } from '@app/domain/platform/routes';
import { isBlankQuery, normalizeSearch } from '@app/domain/catalogue/search-text';
import { BlankSearch, Highlighted } from '../../components/catalogue/search-parts.tsx';
import { TrainingCard } from '../../components/catalogue/training-card.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { pageTitle, pageTitleText, rootOrigin } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { translator } from '../../i18n/i18n.ts';
import { CardGrid, EmptyState, PageBody, SectionHeader } from '../../components/ui/layout.tsx';

/**
 * Search (spec §2 `/recherche/:value` | `/buscar/:value`, issue "Catalogue" part 5): the catalogue search call.
 * An empty or stop-words-only query shows a helpful state without asking the API.
 */
export async function loader({ request, context, params, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const q = normalizeSearch(params.value);
  const page = clampPage(new URL(request.url).searchParams.get('page'));
  const base = { q, lang: here.lang, locale: here.locale, elearningColour: here.platform.theme.elearning_color, page };
  if (isBlankQuery(q, here.lang)) return { ...base, result: null };
  try {
    const { data: result } = await serverApi(request, context).call(searchCatalog, { query: { q, page } });
    return { ...base, result };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) => {
  if (!loaded || !loaded.q) return [{ title: pageTitle(matches, 'search.title') }];
  const t = translator(loaded.lang);
  return [
    { title: pageTitleText(matches, t('search.titleFor', { q: loaded.q })) },
    // Result lists are not pages of their own for search engines; the trainings they link to are.
    { name: 'robots', content: 'noindex, follow' },
    { tagName: 'link', rel: 'canonical', href: `${rootOrigin(matches)}${buildPath('search', loaded.lang, { value: loaded.q })}` },
  ];
};

export default function Search() {
  const { q, result, lang, locale, elearningColour, page } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { search } = useLocation();
  if (!result) return <BlankSearch lang={lang} />;
  const pages = pageCount(result.total, result.perPage);
  return (
    <PageBody>
      <SectionHeader>
        <h1 className="text-2xl font-bold break-words text-neutral-900 sm:text-3xl">{t('search.resultsFor', { q })}</h1>
        <p className="text-sm text-neutral-700" aria-live="polite" data-testid="result-count">
          {t('search.count', { count: result.total })}
        </p>
      </SectionHeader>
      {result.items.length === 0 ? (
        <EmptyState centred={false} testId="search-empty">
          <p className="font-semibold text-neutral-900">{t('search.none', { q })}</p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-neutral-700">
            <li>{t('search.tipSpelling')}</li>
            <li>{t('search.tipFewer')}</li>
          </ul>
          <Link to={buildPath('catalogue', lang)} className="mt-5 inline-block font-semibold underline underline-offset-2">
            {t('search.browseCatalogue')}
          </Link>
        </EmptyState>
      ) : (
        <CardGrid>
          {result.items.map((course) => (
            <li key={course.id}>
              <TrainingCard
                course={course}
                lang={lang}
                locale={locale}
                elearningColour={elearningColour}
                title={<Highlighted html={course.highlight} fallback={course.name} />}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <Pagination page={page} pageCount={pages} search={search} />
    </PageBody>
  );
}
