import { Suspense } from 'react';
import { useSessionUser } from '../../lib/session-context.tsx';
import { lazyExport } from '../lazy-export.ts';

// Signed-in users only: the toggle, its icons and its texts (profile area) stay out of the visitors' pages.
const BookmarkToggle = lazyExport(() => import('./bookmark-toggle.tsx'), 'BookmarkToggle');

/** Where a training's bookmark toggle shows, for a signed-in user (bookmark-toggle.tsx). */
export function BookmarkSlot({ courseId, name }: { courseId: number; name: string }) {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <BookmarkToggle courseId={courseId} name={name} />
    </Suspense>
  );
}
