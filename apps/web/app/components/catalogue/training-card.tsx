import { Link } from 'react-router';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDuration } from '@app/domain/catalogue/duration';
import type { Lang, Locale } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import type { CatalogCourse } from '@app/contracts/catalogue/catalog';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { usePrefetch } from '../../lib/prefetch-page.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { lazyExport } from '../lazy-export.ts';
import { ShopSlot } from '../shop/shop-slots.tsx';
import { CourseBadges, useTypeBadge } from './course-badges.tsx';
import { Icon } from '../ui/icon.tsx';
import { Rating } from '../ui/rating.tsx';

interface Props {
  course: CatalogCourse;
  lang: Lang;
  locale: Locale;
  elearningColour: string | null;
  headingLevel?: 2 | 3;
  /** Replaces the plain name in the heading (search results show their highlighted name). */
  title?: ReactNode;
  /** False where the list around the card has its own remove button (the profile's bookmarks). */
  bookmarkToggle?: boolean;
}

// Signed-in users only: the toggle and its texts (profile area) stay out of the visitors' pages.
const BookmarkToggle = lazyExport(() => import('./bookmark-toggle.tsx'), 'BookmarkToggle');

/**
 * Where a training's bookmark toggle shows, for a signed-in user (bookmark-toggle.tsx): on the cards, and on the detail
 * page, which downloads this module only when someone is signed in.
 */
export function BookmarkSlot({ courseId, name }: { courseId: number; name: string }) {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <BookmarkToggle courseId={courseId} name={name} />
    </Suspense>
  );
}

/** Path of a course's detail page, `/:trainingType/:slug` in the host's language (spec §2). */
export function trainingPath(course: Pick<CatalogCourse, 'type' | 'slug'>, lang: Lang): string {
  return buildPath('training-detail', lang, { trainingType: course.type, slug: course.slug });
}

/**
 * One catalogue course: illustration, type badge, name (the link to the detail page, stretched over the card),
 * provider, duration, price, rating, fundings and new/updated badges, and the bookmark toggle of a signed-in user. The detail page is prefetched when the card
 * enters the viewport or on intent (spec §9).
 */
export function TrainingCard({ course, lang, locale, elearningColour, headingLevel = 2, title, bookmarkToggle = true }: Props) {
  const { t } = useTranslation();
  const badge = useTypeBadge(course, lang, elearningColour);
  const href = trainingPath(course, lang);
  const prefetch = usePrefetch<HTMLAnchorElement>(href, `training-detail-${lang}`);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const updated = formatDate(course.last_update, locale);
  const price = course.priceHT > 0 ? t('catalogue.priceExclTax', { price: formatPrice(course.priceHT, locale) }) : t('catalogue.free');
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm focus-within:ring-3 focus-within:ring-primary-dark hover:shadow-md">
      <div className="relative aspect-[16/9] bg-neutral-100">
        {course.illustration && (
          <img src={course.illustration} alt="" loading="lazy" className="h-full w-full object-cover" width={320} height={180} />
        )}
        <span className="absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase shadow-sm" style={badge.style}>
          {badge.label}
        </span>
        {/* Above the link stretched over the card. */}
        {bookmarkToggle && (
          <div className="absolute top-2 right-2 z-10">
            <BookmarkSlot courseId={course.id} name={course.name} />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <CourseBadges course={course} />
        <Heading className="text-base leading-snug font-semibold text-neutral-900">
          <Link
            to={href}
            {...prefetch}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {title ?? course.name}
          </Link>
        </Heading>
        {course.provider_name && <p className="text-sm text-neutral-600">{t('catalogue.provider', { provider: course.provider_name })}</p>}
        {updated && (
          <p className="text-xs text-neutral-600">
            <time dateTime={course.last_update ?? undefined}>{t('catalogue.updatedOn', { date: updated })}</time>
          </p>
        )}
        <dl className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-neutral-800">
          <div className="flex items-center gap-1.5">
            <dt>
              <Icon name="clock" size={18} label={t('catalogue.duration')} />
            </dt>
            <dd className="font-medium">{formatDuration(course.durations.total)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">{t('catalogue.price')}</dt>
            <dd className="font-semibold">{price}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {course.rating !== null ? (
            <Rating value={course.rating} label={t('catalogue.rating', { value: course.rating, max: 5 })} />
          ) : (
            <span className="text-xs text-neutral-600">{t('catalogue.noRating')}</span>
          )}
          {course.fundings_labels.length > 0 && (
            <ul aria-label={t('catalogue.fundings')} className="flex flex-wrap gap-1">
              {course.fundings_labels.map((f) => (
                <li key={f} className="rounded border border-neutral-300 px-2 py-0.5 text-xs font-medium text-neutral-700">
                  {f}
                </li>
              ))}
            </ul>
          )}
        </div>
        <ShopSlot lang={lang} course={course} className="flex" />
      </div>
    </article>
  );
}
