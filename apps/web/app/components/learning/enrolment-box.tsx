import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import type { EnrolmentState } from '@app/contracts/learning/enrolment';
import type { TrainingType } from '@app/domain/catalogue/training-types';
import { pathWithRedirect } from '@app/domain/identity/guards';
import { isBookableType } from '@app/domain/learning/flow-types';
import { hasPointsAccess } from '@app/domain/identity/session-user';
import { buildPath } from '@app/domain/platform/routes';
import type { Lang } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { Icon } from '../ui/icon.tsx';
import { lazyExport } from '../lazy-export.ts';

// Only a signed-in learner who may enrol downloads the button's client code (the detail page stays within budget).
const EnrolButton = lazyExport(() => import('./enrol-button.tsx'), 'EnrolButton');

const PRIMARY = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-neutral-900 px-4 font-semibold text-white hover:bg-neutral-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-dark';

/**
 * The detail page's main button (issue "Learning I" part 1): sign in, enrol, continue, finished, or why not and
 * what to do — from `checkFormation` (null for a visitor who is not signed in, or a type not followed online).
 */
export function EnrolmentBox({ state, lang, type, signedIn }: { state: EnrolmentState | null; lang: Lang; type: TrainingType; signedIn: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const showPoints = hasPointsAccess(useSessionUser());
  if (!signedIn) {
    return (
      <Link to={pathWithRedirect('auth-login', lang, pathname)} className={PRIMARY} data-testid="enrolment-sign-in">
        {t('enrolment.signIn')}
      </Link>
    );
  }
  if (!state) return null;
  const learn = (id: number) => buildPath('learn', lang, { courseTrackingId: id });
  switch (state.state) {
    case 'enrol':
      // A live training is enrolled by booking one of its sessions, listed below.
      if (isBookableType(type)) {
        return (
          <a href="#training-sessions" className={PRIMARY} data-testid="enrolment-choose-session">
            {t('booking.chooseSession')}
          </a>
        );
      }
      return (
        <Suspense fallback={<span className={`${PRIMARY} opacity-70`}>{t('enrolment.enrol')}</span>}>
          <EnrolButton courseId={state.courseId} type={type} lang={lang} className={PRIMARY} />
        </Suspense>
      );
    case 'continue':
      return (
        <Link to={learn(state.courseTrackingId)} className={PRIMARY} data-testid="enrolment-continue">
          {t('enrolment.continue')}
          <span className="font-normal">({t('enrolment.progress', { progress: state.progress })})</span>
        </Link>
      );
    case 'finished':
      return (
        <div className="flex flex-col gap-2" data-testid="enrolment-finished">
          <p className="flex items-center gap-2 font-semibold text-green-800">
            <Icon name="award" size={20} />
            {state.points === null || !showPoints ? t('enrolment.finished') : t('enrolment.finishedPoints', { count: state.points })}
          </p>
          <Link to={learn(state.courseTrackingId)} className="inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-neutral-900 px-4 font-semibold text-neutral-900 hover:bg-neutral-100">
            {t('enrolment.review')}
          </Link>
        </div>
      );
    case 'refused':
      // The page already says why a training cannot start.
      if (state.reason === 'cantStart') return null;
      return (
        <div role="note" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-neutral-900" data-testid="enrolment-refused">
          <p className="font-semibold">{t('enrolment.refusedHeading')}</p>
          <p>{state.message}</p>
          {(state.reason === 'readOnly' || state.reason === 'contractInvalid') && (
            <Link to={buildPath('contact', lang)} className="font-semibold underline">
              {t('enrolment.contactAdvisor')}
            </Link>
          )}
        </div>
      );
  }
}
