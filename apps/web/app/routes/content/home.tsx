import type { ReactNode } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { getCatalog, type CatalogCourse } from '@app/contracts/catalogue/catalog';
import { buildPath } from '@app/domain/platform/routes';
import { TrainingCard } from '../../components/catalogue/training-card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { NewsCard } from '../../components/content/news-card.tsx';
import { listNews, type NewsItem } from '@app/contracts/content/news';
import { getBillboards, type Billboard } from '@app/contracts/content/platform-content';
import { pageDescription, pageTitle } from '../../lib/meta.ts';
import { screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { CardGrid, SectionHeader } from '../../components/ui/layout.tsx';

const LATEST_COUNT = 3;
const NEWS_COUNT = 3;

/** A home section's data, or the fallback when its call fails (the welcome renders without it). */
async function orElse<T>(what: string, call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`Home: ${what} unavailable`, error);
    return fallback;
  }
}

/** Home (spec §2 index): branded welcome, call to action to the catalogue, a few trainings from the catalogue API. */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const api = serverApi(request, context);
  // Billboards (visible, in order), highlights from the catalogue and the latest news (issue 5), asked together.
  const [billboards, latest, news] = await Promise.all([
    orElse<Billboard[]>('billboards', api.call(getBillboards, {}).then((r) => r.data), []),
    orElse<CatalogCourse[]>(
      'catalogue',
      api.call(getCatalog, { query: { page: 1, perPage: LATEST_COUNT } }).then((r) => r.data.items),
      [],
    ),
    orElse<NewsItem[]>(
      'news',
      api.call(listNews, { query: { page: 1, perPage: NEWS_COUNT } }).then((r) => r.data.items),
      [],
    ),
  ]);
  return {
    platformName: here.platform.name,
    billboards: [...billboards].sort((a, b) => a.order - b.order),
    news,
    latest,
    lang: here.lang,
    locale: here.locale,
    elearningColour: here.platform.theme.elearning_color,
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle(matches, 'home.title') }, pageDescription(matches)];

export default function Home() {
  const { platformName, billboards, latest, news, lang, locale, elearningColour } = useLoaderData<typeof loader>();
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
      {billboards.length > 0 && (
        <section className="mx-auto max-w-6xl px-4 pt-10" aria-labelledby="home-billboards">
          <h2 id="home-billboards" className="sr-only">
            {t('home.billboards')}
          </h2>
          <ul className="grid grid-cols-1 gap-5 md:grid-cols-3" data-testid="billboards">
            {billboards.map((b) => (
              <li key={b.id}>
                <BillboardCard billboard={b} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {latest.length > 0 && (
        <CardSection id="home-latest" title={t('home.latest')} more={{ to: catalogue, label: t('home.seeAll') }} className="py-10">
          {latest.map((course) => (
            <li key={course.id}>
              <TrainingCard course={course} lang={lang} locale={locale} elearningColour={elearningColour} headingLevel={3} />
            </li>
          ))}
        </CardSection>
      )}
      {news.length > 0 && (
        <CardSection id="home-news" title={t('home.news')} more={{ to: buildPath('news', lang), label: t('home.allNews') }} className="pb-12">
          {news.map((item) => (
            <li key={item.slug}>
              <NewsCard item={item} lang={lang} locale={locale} headingLevel={3} />
            </li>
          ))}
        </CardSection>
      )}
    </>
  );
}

interface CardSectionProps {
  id: string;
  title: string;
  more: { to: string; label: string };
  className: string;
  children: ReactNode;
}

/** A titled list of cards with a link to all of them (the latest trainings, the news). */
function CardSection({ id, title, more, className, children }: CardSectionProps) {
  return (
    <section className={`mx-auto max-w-6xl px-4 ${className}`} aria-labelledby={id}>
      <SectionHeader>
        <h2 id={id} className="text-2xl font-bold text-neutral-900">
          {title}
        </h2>
        <Link to={more.to} className="font-semibold text-neutral-800 underline underline-offset-2 hover:text-neutral-950">
          {more.label}
        </Link>
      </SectionHeader>
      <CardGrid>{children}</CardGrid>
    </section>
  );
}

/** A billboard (§3): illustration, title, text and, when it has one, its link (internal paths stay in the app). */
function BillboardCard({ billboard }: { billboard: Billboard }) {
  const { t } = useTranslation();
  const internal = billboard.link?.startsWith('/') && !billboard.link.startsWith('//');
  const linkClass = 'mt-auto inline-flex min-h-11 items-center gap-1 font-semibold text-neutral-900 underline underline-offset-2';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm">
      {billboard.illustration && <img src={billboard.illustration} alt="" className="aspect-[2/1] w-full bg-neutral-100 object-cover" />}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-bold text-neutral-900">{billboard.title}</h3>
        {billboard.text && <p className="text-neutral-800">{billboard.text}</p>}
        {billboard.link &&
          (internal ? (
            <Link to={billboard.link} className={linkClass}>
              {t('home.billboardMore')}
              <span className="sr-only">: {billboard.title}</span>
            </Link>
          ) : (
            <a href={billboard.link} className={linkClass} rel="noopener noreferrer">
              {t('home.billboardMore')}
              <span className="sr-only">: {billboard.title}</span>
            </a>
          ))}
      </div>
    </article>
  );
}
