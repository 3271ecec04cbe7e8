import { Link } from 'react-router';
import type { Lang } from '@app/domain/platform/locales';
import type { NewsItem } from '@app/contracts/content/news';
import { formatDate } from '../../lib/format.ts';
import { newsArticlePath } from './news-path.ts';

/** One news article in a list: illustration, date, title (the link), excerpt. */
export function NewsCard({
  item,
  lang,
  locale,
  headingLevel = 3,
}: {
  item: NewsItem;
  lang: Lang;
  locale: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm focus-within:ring-3 focus-within:ring-primary-dark">
      {item.illustration && <img src={item.illustration} alt="" className="aspect-[16/9] w-full bg-neutral-100 object-cover" />}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-bold text-neutral-900">
          <Link to={newsArticlePath(lang, item.slug)} className="after:absolute after:inset-0 focus:outline-none">
            {item.title}
          </Link>
        </Heading>
        <p className="text-sm text-neutral-700">
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale)}</time>
        </p>
        <p className="text-neutral-800">{item.excerpt}</p>
      </div>
    </article>
  );
}
