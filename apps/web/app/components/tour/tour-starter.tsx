/**
 * Starts the guided tour (issue 13 part 11) on a signed-in user's first visit to a main screen. This starter is loaded
 * by signed-in pages only, and the tour's code and texts only for a first visit, so returning users never carry them. The tour-shown flag is the browser's (kept by
 * logout, spec §4); it is set as soon as the tour opens.
 */
import { Suspense, useEffect, useState } from 'react';
import { useMatches } from 'react-router';
import { TOUR_SHOWN_KEY } from '../../lib/client-data.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { parseRouteId } from '../../route-registrations.ts';
import { lazyExport } from '../lazy-export.ts';

// The tour's code and texts arrive together, for a first visit only.
const GuidedTour = lazyExport(
  () => Promise.all([import('./guided-tour.tsx'), import('../../lib/area-texts.ts').then(({ loadAreaTexts }) => loadAreaTexts('tour'))]).then(([tour]) => tour),
  'GuidedTour',
);

/** Whether this browser has been shown the tour (an unreadable storage counts as shown: no tour then). */
function isTourShown(): boolean {
  try {
    return window.localStorage.getItem(TOUR_SHOWN_KEY) === 'true';
  } catch {
    return true;
  }
}

/** Remembers that the tour was shown: it is not offered again, even after logout (spec §4). */
function markTourShown(): void {
  try {
    window.localStorage.setItem(TOUR_SHOWN_KEY, 'true');
  } catch {
    // Storage disabled: nothing to remember, and isTourShown already answers true.
  }
}

/** The screens the tour starts on: the ones its steps present (the others, a lesson or a form, are left alone). */
const TOUR_SCREENS = ['catalogue', 'my-trainings', 'profile'];

export function TourStarter() {
  const user = useSessionUser();
  const matches = useMatches();
  const onMainScreen = matches.some((m) => TOUR_SCREENS.includes(parseRouteId(m.id)?.name ?? ''));
  const eligible = !!user && !user.mustGiveConsent && onMainScreen;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!eligible || isTourShown()) return;
    markTourShown();
    setOpen(true);
  }, [eligible]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <GuidedTour onClose={() => setOpen(false)} />
    </Suspense>
  );
}
