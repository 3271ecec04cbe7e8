/**
 * The live part of a virtual-class or webinar enrolment in the learning view (issue 12 parts 3 and 4): for each
 * session the learner has a seat in, its dates, the join button while the room is open (from 15 minutes before the
 * start to the end, Paris time), when it opens otherwise, and the webinar's replay once published. Joining records
 * the learner's attendance for that date, then takes them into the room.
 */
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { sessionDateTrackingJoin, virtualClassJoin, virtualSessionsAll, type VirtualSession } from '@app/contracts/learning/virtual-class';
import { DEFAULT_LOCALE } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDay, formatDayAndTime } from '../../lib/format.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { FormAlert } from '../ui/fields.tsx';

function SessionJoin({ session, locale }: { session: VirtualSession; locale: string }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const join = async () => {
    setJoining(true);
    setFailure(null);
    try {
      const params = { id: session.bookingId };
      const { data: room } = await api.call(virtualClassJoin, { params });
      await api.call(sessionDateTrackingJoin, { params });
      window.location.assign(room.url);
    } catch (error) {
      // A 409 says why (not open yet, with when; no room yet); anything else is a room that did not answer.
      setFailure(isApiError(error) && error.httpStatus === 409 ? error.message : t('virtualClass.joinFailed'));
      setJoining(false);
    }
  };
  return (
    <section className="rounded-xl border border-neutral-200 bg-white p-5 shadow-sm" data-testid="virtual-class-join">
      <h2 className="text-lg font-bold text-neutral-900">{t(session.training.type === 'webinar' ? 'virtualClass.webinarHeading' : 'virtualClass.joinHeading')}</h2>
      <ul className="mt-2 text-neutral-900">
        {session.days.map((day) => (
          <li key={day.date}>{t('virtualClass.sessionLine', { day: formatDay(day.date, locale), start: day.startTime, end: day.endTime })}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-col items-start gap-3">
        {failure && <FormAlert>{failure}</FormAlert>}
        {session.join.state === 'open' && (
          <Button onClick={join} loading={joining} loadingText={t('virtualClass.joining')}>
            {t('virtualClass.join')}
          </Button>
        )}
        {session.join.state === 'upcoming' && <p className="text-neutral-800">{t('virtualClass.opensAt', formatDayAndTime(session.join.opensAt, locale))}</p>}
        {session.join.state === 'over' && <p className="text-neutral-800">{t('virtualClass.sessionOver')}</p>}
        {session.replayUrl && (
          <a href={session.replayUrl} target="_blank" rel="noreferrer" className={buttonClass('secondary')}>
            {t('virtualClass.replay')} <span className="sr-only">{t('virtualClass.newTab')}</span>
          </a>
        )}
      </div>
    </section>
  );
}

/** The sessions of one enrolment (courseTrackingId); nothing while they load or when the learner has no seat. */
export function VirtualClassJoin({ courseTrackingId }: { courseTrackingId: number }) {
  const api = useBrowserApi();
  const locale = (useRouteLoaderData('root') as { locale?: string } | undefined)?.locale ?? DEFAULT_LOCALE;
  const [sessions, setSessions] = useState<VirtualSession[]>([]);
  useEffect(() => {
    let live = true;
    api.call(virtualSessionsAll, {}).then(
      ({ data }) => live && setSessions(data.filter((s) => s.courseTrackingId === courseTrackingId)),
      () => live && setSessions([]),
    );
    return () => {
      live = false;
    };
  }, [api, courseTrackingId]);
  if (sessions.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {sessions.map((session) => (
        <SessionJoin key={session.bookingId} session={session} locale={locale} />
      ))}
    </div>
  );
}
