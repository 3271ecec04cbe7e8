/**
 * Starts the guided tour (issue 13 part 11) on a signed-in user's first visit to a main screen: the tour's code is
 * downloaded only then, so returning users' pages never carry it. The tour-shown flag is the browser's (kept by
 * logout, spec §4); it is set as soon as the tour opens.
 */
import { Suspense, useEffect, useState } from 'react';
import { useMatches } from 'react-router';
import { isTourShown, markTourShown } from '../../lib/client-data.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { parseRouteId } from '../../route-registrations.ts';
import { lazyExport } from '../lazy-export.ts';

const GuidedTour = lazyExport(() => import('./guided-tour.tsx'), 'GuidedTour');

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
