import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { loadAreaTexts } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { useSessionUser } from '../../lib/session-context.tsx';

// Its texts are the profile area's: in the browser they arrive with this module, before it renders (the server has
// every text), so the pages of visitors carry neither.
if (typeof document !== 'undefined') await loadAreaTexts('profile');

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
      // The toasts' library is part of no page's first download.
      const { toast } = await import('react-toastify');
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
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
        <path d={on ? 'M17 3H7a2 2 0 0 0-2 2v16l7-3 7 3V5a2 2 0 0 0-2-2Z' : 'M17 3H7a2 2 0 0 0-2 2v16l7-3 7 3V5a2 2 0 0 0-2-2Zm0 15-5-2.2L7 18V5h10v13Z'} />
      </svg>
    </button>
  );
}
