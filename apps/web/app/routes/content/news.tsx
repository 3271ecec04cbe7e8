/** News list (spec §2 `/actualites` | `/noticias`): newest first, paged with `?page=`. */
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pageCount } from '@app/domain/platform/pagination';
import { ContentShell } from '../../components/content/content-shell.tsx';
import { NewsCard } from '../../components/content/news-card.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { listNews } from '@app/contracts/content/news';
import { pageDescription, pageTitle } from '../../lib/meta.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { CardGrid } from '../../components/ui/layout.tsx';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

const PER_PAGE = 9;

export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const asked = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  try {
    const { data } = await serverApi(request, context).call(listNews, { query: { page, perPage: PER_PAGE } });
    return { news: data, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('content');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle(matches, 'news.title') }, pageDescription(matches, 'news'), areaPreload('content', matches)];

export default function News() {
  const { news, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const pages = pageCount(news.total, news.perPage || PER_PAGE);
  return (
    <ContentShell title={t('news.heading')} intro={t('news.intro')} wide>
      {news.items.length === 0 ? (
        <p className="text-neutral-700">
          {t('news.empty')}{' '}
          {news.page > 1 && (
            <Link to="?" className="underline underline-offset-2">
              {t('news.firstPage')}
            </Link>
          )}
        </p>
      ) : (
        <CardGrid>
          {news.items.map((item) => (
            <li key={item.slug}>
              <NewsCard item={item} lang={lang} locale={locale} headingLevel={2} />
            </li>
          ))}
        </CardGrid>
      )}
      <Pagination page={news.page} pageCount={pages} search="" hrefFor={(p) => (p === 1 ? '?' : `?page=${p}`)} />
    </ContentShell>
  );
}
