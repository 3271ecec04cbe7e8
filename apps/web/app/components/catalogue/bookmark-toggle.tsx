import { useState } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { Icon } from '../ui/icon.tsx';

/**
 * The bookmark toggle of a training (issue 13 part 7), for signed-in users: pressed when the training is kept. It
 * flips at once and goes back, with an error toast, when the call fails. The session user's `bookmarkIds` say what
 * is kept (no call on any page); the contract is downloaded on the first press only.
 */
export function BookmarkToggle({ courseId, name }: { courseId: number; name: string }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const api = useBrowserApi();
  const saved = user?.bookmarkIds.includes(courseId) ?? false;
  // The learner's last press, until the session user (reloaded on navigation) says the same or otherwise.
  const [pressed, setPressed] = useState<boolean | null>(null);
  const [seen, setSeen] = useState(saved);
  if (seen !== saved) {
    setSeen(saved);
    setPressed(null);
  }
  if (!user) return null;
  const on = pressed ?? saved;

  const toggle = async () => {
    const next = !on;
    setPressed(next);
    try {
      const { putBookmark, deleteBookmark } = await import('@app/contracts/profile/bookmarks');
      await api.call(next ? putBookmark : deleteBookmark, { params: { id: courseId } });
    } catch {
      setPressed(!next);
      toast.error(t('bookmark.failed'));
    }
  };

  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('bookmark.toggle', { name })}
      onClick={() => void toggle()}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-neutral-300 bg-white text-primary-dark shadow-sm hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-dark"
    >
      <Icon name={on ? 'bookmarked' : 'bookmark'} size={22} />
    </button>
  );
}
