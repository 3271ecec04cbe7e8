import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { CatalogCourse } from '@app/contracts/catalogue/catalog';
import { deleteBookmark } from '@app/contracts/profile/bookmarks';
import type { Lang, Locale } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { TrainingCard } from '../catalogue/training-card.tsx';
import { Icon } from '../ui/icon.tsx';

interface Props {
  /** The data of GET /api/user/bookmarks (`bookmarks`), latest bookmarked first. */
  bookmarks: CatalogCourse[];
  lang: Lang;
  locale: Locale;
  elearningColour: string | null;
}

/**
 * The learner's bookmarks on the profile's overview (issue 13 part 7): their catalogue cards, each with a remove button
 * (the card leaves at once and comes back with an error toast when the call fails), or a link to the catalogue when
 * there is none. Texts of the profile area.
 */
export function BookmarkList({ bookmarks, lang, locale, elearningColour }: Props) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const shown = bookmarks.filter((course) => !removed.has(course.id));

  const remove = async (course: CatalogCourse) => {
    setRemoved((before) => new Set([...before, course.id]));
    try {
      await api.call(deleteBookmark, { params: { id: course.id } });
    } catch {
      setRemoved((before) => new Set([...before].filter((id) => id !== course.id)));
      toast.error(t('profile.bookmarks.failed'));
    }
  };

  return (
    <section aria-labelledby="profile-bookmarks" data-testid="bookmark-list">
      <h2 id="profile-bookmarks" className="mb-4 text-xl font-bold text-neutral-900">
        {t('profile.bookmarks.title')}
      </h2>
      {shown.length === 0 ? (
        <p className="text-neutral-700">
          {t('profile.bookmarks.empty')}{' '}
          <Link to={buildPath('catalogue', lang)} className="font-semibold text-neutral-900 underline">
            {t('profile.bookmarks.browse')}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((course) => (
            <li key={course.id} className="flex flex-col gap-2">
              <TrainingCard course={course} lang={lang} locale={locale} elearningColour={elearningColour} headingLevel={3} bookmarkToggle={false} />
              <button
                type="button"
                onClick={() => void remove(course)}
                className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-md border border-neutral-300 px-3 text-sm font-semibold text-neutral-900 hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-dark"
              >
                <Icon name="close" size={18} />
                {t('profile.bookmarks.remove', { name: course.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
