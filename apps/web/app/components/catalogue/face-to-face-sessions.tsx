import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { FaceToFace, FaceToFaceSession } from '@app/contracts/catalogue/course';
import { formatDay, formatTime } from '../../lib/format.ts';
import { Icon } from '../ui/icon.tsx';

/** The sessions of one face-to-face or virtual class, in the API's order (spec §4 session ordering), seats left. */
function Times({ start, end }: { start: string | null; end: string | null }) {
  const { t } = useTranslation();
  const s = formatTime(start);
  const e = formatTime(end);
  if (!s) return null;
  return <span className="text-neutral-700">{e ? t('training.sessions.times', { start: s, end: e }) : s}</span>;
}

/** What a signed-in learner's page adds to a session: the seats read now, and what they may do. */
export interface SessionExtras {
  seats?: (session: FaceToFaceSession) => { seatsAvailable: number; isFull: boolean } | undefined;
  action?: (session: FaceToFaceSession) => ReactNode;
}

function SessionItem({ session: listed, locale, extras }: { session: FaceToFaceSession; locale: string; extras?: SessionExtras }) {
  const { t } = useTranslation();
  const session = { ...listed, ...extras?.seats?.(listed) };
  const place = session.marketingCity || session.city;
  const days = session.multiDates && session.sessionDates.length > 0 ? session.sessionDates : null;
  return (
    <li
      className={`rounded-lg border p-4 ${session.isFull ? 'border-neutral-300 bg-neutral-100' : 'border-neutral-200 bg-white'}`}
      data-testid="session"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="flex items-center gap-1.5 font-semibold text-neutral-900">
          <Icon name="place" size={18} />
          <span data-testid="session-place">{place ?? t('training.sessions.noPlace')}</span>
          {session.city && session.postalCode && (
            <span className="font-normal text-neutral-700">
              ({session.postalCode} {session.city})
            </span>
          )}
        </h4>
        {session.isPast ? (
          <span className="rounded bg-neutral-200 px-2 py-0.5 text-sm font-semibold text-neutral-900" data-testid="session-seats">
            {t('training.sessions.past')}
          </span>
        ) : session.isFull ? (
          <span className="rounded bg-neutral-800 px-2 py-0.5 text-sm font-semibold text-white" data-testid="session-seats">
            {t('training.sessions.full')}
          </span>
        ) : (
          <span className="rounded bg-emerald-800 px-2 py-0.5 text-sm font-semibold text-white" data-testid="session-seats">
            {t('training.sessions.seatsLeft', { count: session.seatsAvailable })}
          </span>
        )}
      </div>
      {days ? (
        <>
          <p className="mt-2 text-sm text-neutral-700">{t('training.sessions.days', { count: days.length })}</p>
          <ul className="mt-1 space-y-1 text-sm">
            {days.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-x-2">
                <Icon name="calendar" size={16} />
                <span className="font-medium">{formatDay(d.date, locale)}</span>
                <Times start={d.startTime} end={d.endTime} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm">
          <Icon name="calendar" size={16} />
          <span className="font-medium">{formatDay(session.startDate, locale)}</span>
          <Times start={session.startTime} end={session.endTime} />
        </p>
      )}
      {extras?.action && <div className="mt-3">{extras.action(listed)}</div>}
    </li>
  );
}

export function FaceToFaceSessions({ f2f, locale, extras }: { f2f: FaceToFace; locale: string; extras?: SessionExtras }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-neutral-900">
        {f2f.name}
        <span className="ml-2 text-sm font-normal text-neutral-700">
          {f2f.virtualClass ? t('training.sessions.virtual') : t('training.sessions.onSite')}
        </span>
      </h3>
      {f2f.sessions.length === 0 ? (
        <p className="text-neutral-700">{t('training.sessions.none')}</p>
      ) : (
        <ol className="space-y-3" aria-label={t('training.sessions.listOf', { name: f2f.name })}>
          {f2f.sessions.map((s) => (
            <SessionItem key={s.id} session={s} locale={locale} extras={extras} />
          ))}
        </ol>
      )}
    </div>
  );
}

