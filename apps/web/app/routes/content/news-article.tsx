/** News article (`/actualites/:slug` | `/noticias/:slug`, added under the spec's news list, docs/decisions.md). */
import { Link, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buildPath } from '@app/domain/platform/routes';
import { ContentShell, LINK } from '../../components/content/content-shell.tsx';
import { RichText } from '../../components/content/rich-text.tsx';
import { getNewsArticle } from '@app/contracts/content/news';
import { formatDate } from '../../lib/format.ts';
import { pageDescription, pageTitleText } from '../../lib/meta.ts';
import { newsArticlePath, newsSlugOf } from '../../components/content/news-path.ts';
import { notFound } from '../../lib/not-found.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageFailure } from '../../lib/screen.server.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const here = context.platformHost;
  const url = new URL(request.url);
  const slug = newsSlugOf(url.pathname, here.lang);
  if (slug === null) {
    // The other language's article path moves to this host's language (spec §1), like the table's routes.
    const other = newsSlugOf(url.pathname, here.lang === 'fr' ? 'es' : 'fr');
    if (other !== null) throw redirect(newsArticlePath(here.lang, other) + url.search, 301);
    throw notFound(url.pathname, here.lang);
  }
  try {
    const { data } = await serverApi(request, context).call(getNewsArticle, { params: { slug } });
    return { article: data, lang: here.lang, locale: here.locale };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('content');

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data ? [{ title: pageTitleText(matches, data.article.title) }, pageDescription(matches), areaPreload('content', matches)] : [];

export default function NewsArticleScreen() {
  const { article, lang, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ContentShell
      title={article.title}
      before={
        <Link to={buildPath('news', lang)} className={LINK}>
          {t('news.back')}
        </Link>
      }
      intro={
        <p className="text-base">
          {t('news.publishedOn')} <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
        </p>
      }
    >
      {article.illustration && (
        <img src={article.illustration} alt="" className="mb-6 aspect-[16/9] w-full rounded-xl bg-neutral-100 object-cover" />
      )}
      <RichText html={article.bodyHtml} />
    </ContentShell>
  );
}
