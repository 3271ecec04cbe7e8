/** Trainings list (spec §2 `/formations`): every training offered here, newest first, paged with `?page=`. */
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { getCatalog } from '@app/contracts/catalogue/catalog';
import { pageCount } from '@app/domain/platform/pagination';
import { buildPath } from '@app/domain/platform/routes';
import { ContentShell, LINK } from '../../components/content/content-shell.tsx';
import { TrainingCard } from '../../components/catalogue/training-card.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { pageDescription, pageTitle } from '../../lib/meta.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { CardGrid } from '../../components/ui/layout.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

const PER_PAGE = 12;

export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const asked = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  try {
    const { data } = await serverApi(request, context).call(getCatalog, { query: { page, perPage: PER_PAGE } });
    return { list: data, lang: here.lang, locale: here.locale, elearningColour: here.platform.theme.elearning_color };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('content');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle(matches, 'formations.title') }, pageDescription(matches, 'formations'), areaPreload('content', matches)];

export default function Formations() {
  const { list, lang, locale, elearningColour } = useLoaderData<typeof loader>();
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
      <Pagination
        page={list.page}
        pageCount={pageCount(list.total, list.perPage)}
        search=""
        hrefFor={(p) => (p === 1 ? '?' : `?page=${p}`)}
      />
    </ContentShell>
  );
}
