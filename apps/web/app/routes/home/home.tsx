import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@app/domain/routes';
import { TrainingCard } from '../../components/training-card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { CatalogCourse, CatalogPage } from '../../lib/api-types.ts';
import { pageTitle } from '../../lib/meta.ts';
import { getSite, serverApi } from '../../lib/platform.server.ts';

const LATEST_COUNT = 3;

/** Home (spec §2 index): branded welcome, call to action to the catalogue, a few trainings from the catalogue API. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await getSite(request, context);
  let latest: CatalogCourse[] = [];
  try {
    const { data } = await serverApi(request, context, site.locale).get<CatalogPage>('/back/api/catalog', {
      query: { page: 1, perPage: LATEST_COUNT },
    });
    latest = data.items;
  } catch (error) {
    // The welcome still renders without the list.
    console.error('Home: catalogue unavailable', error);
  }
  return {
    platformName: site.platform.name,
    latest,
    lang: site.lang,
    locale: site.locale,
    elearningColour: site.platform.theme.elearning_color,
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle(matches, 'home.title') }];

export default function Home() {
  const { platformName, latest, lang, locale, elearningColour } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const catalogue = buildPath('catalogue', lang);
  return (
    <>
      <section className="bg-primary-light" aria-labelledby="home-title">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-12 sm:py-16">
          <h1 id="home-title" className="max-w-3xl text-3xl leading-tight font-bold text-neutral-900 sm:text-4xl">
            {t('home.welcome', { platform: platformName })}
          </h1>
          <p className="max-w-2xl text-lg text-neutral-800">{t('home.intro')}</p>
          <p>
            <Link
              to={catalogue}
              className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-neutral-900 px-6 text-base font-semibold text-white shadow-sm hover:bg-neutral-700"
            >
              {t('home.cta')}
              <Icon name="arrowRight" size={20} />
            </Link>
          </p>
        </div>
      </section>
      {latest.length > 0 && (
        <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="home-latest">
          <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
            <h2 id="home-latest" className="text-2xl font-bold text-neutral-900">
              {t('home.latest')}
            </h2>
            <Link to={catalogue} className="font-semibold text-neutral-800 underline underline-offset-2 hover:text-neutral-950">
              {t('home.seeAll')}
            </Link>
          </div>
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {latest.map((course) => (
              <li key={course.id}>
                <TrainingCard course={course} lang={lang} locale={locale} elearningColour={elearningColour} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
