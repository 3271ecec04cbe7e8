/**
 * Trainings list (spec §2 `/formations`): every training offered here, newest first, paged with `?page=`. Its texts
 * are the catalogue's (every page has them), not the deferred content area's.
 */
import { Suspense } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { getCatalog } from '@app/contracts/catalogue/catalog';
import { pageCount } from '@app/domain/platform/pagination';
import { buildPath } from '@app/domain/platform/routes';
import { ContentShell, LINK } from '../../components/content/content-shell.tsx';
import { TrainingCard } from '../../components/catalogue/training-card.tsx';
import { lazyExport } from '../../components/lazy-export.ts';
import { pageDescription, pageTitle } from '../../lib/meta.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { CardGrid } from '../../components/ui/layout.tsx';

const PER_PAGE = 12;
/** Below the fold, as on the catalogue: server-rendered, hydrated when its chunk arrives. */
const Pagination = lazyExport(() => import('../../components/ui/pagination.tsx'), 'Pagination');

export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const asked = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  try {
    const { data } = await serverApi(request, context).call(getCatalog, { query: { page, perPage: PER_PAGE } });
    // Counted here: the page's first download does without the pagination rules.
    return { list: data, pages: pageCount(data.total, data.perPage), lang: here.lang, locale: here.locale, elearningColour: here.platform.theme.elearning_color };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle(matches, 'formations.title') }, pageDescription(matches, 'formations')];

export default function Formations() {
  const { list, pages, lang, locale, elearningColour } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ContentShell
      title={t('formations.heading')}
      intro={
        <>
          {t('formations.intro', { count: list.total })}{' '}
          <Link to={buildPath('catalogue', lang)} className={LINK}>
            {t('formations.filters')}
          </Link>
        </>
      }
      wide
    >
      {list.items.length === 0 ? (
        <p className="text-neutral-700">{t('formations.empty')}</p>
      ) : (
        <CardGrid>
          {list.items.map((course) => (
            <li key={course.id}>
              <TrainingCard course={course} lang={lang} locale={locale} elearningColour={elearningColour} headingLevel={2} />
            </li>
          ))}
        </CardGrid>
      )}
      <Suspense fallback={null}>
        <Pagination
          page={list.page}
          pageCount={pages}
          search=""
          hrefFor={(p) => (p === 1 ? '?' : `?page=${p}`)}
        />
      </Suspense>
    </ContentShell>
  );
}
