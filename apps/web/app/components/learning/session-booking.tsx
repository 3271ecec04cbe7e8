import { useCallback, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { FaceToFace, FaceToFaceSession } from '@app/contracts/catalogue/course';
import { courseSeats, subscribeCourse } from '@app/contracts/learning/booking';
import type { DataOf } from '@app/contracts/contract';
import { EVENT_NAMES, trainingSessionsChannel, userChannel } from '@app/domain/realtime/realtime-channels';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { FaceToFaceSessions } from '../catalogue/face-to-face-sessions.tsx';
import { useLiveEvent } from '../realtime/live-updates.tsx';
import { buttonClass } from '../ui/button.tsx';
import { FormAlert } from '../ui/fields.tsx';
import { BookingActions, BookingStatus } from './booking-item.tsx';

type Seats = DataOf<typeof courseSeats>;

/**
 * The sessions of a face-to-face, virtual-class or webinar training for a signed-in learner (issue 12 part 5): the
 * seats read now (the catalogue's list is cached), and per session the learner's booking or the button to book a
 * seat or join the waiting list. It follows the seats live (the training's public channel) and the learner's own
 * bookings (their user channel).
 */
export function SessionBooking({ faceToFaces, courseId, trainingId, locale }: { faceToFaces: FaceToFace[]; courseId: number; trainingId: number; locale: string }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const user = useSessionUser();
  const revalidator = useRevalidator();
  const [seats, setSeats] = useState<Seats | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const refresh = useCallback(async () => {
    await api.call(courseSeats, { params: { id: courseId } }).then(
      (answer) => setSeats(answer.data),
      () => { /* the list keeps the catalogue's seats */ },
    );
  }, [api, courseId]);
  useEffect(() => void refresh(), [refresh]);
  useLiveEvent(trainingSessionsChannel(trainingId), EVENT_NAMES.sessionSeats, () => void refresh());
  useLiveEvent(user ? userChannel(user.id) : null, EVENT_NAMES.userChanged, () => void refresh());

  const book = async (session: FaceToFaceSession) => {
    setBusy(session.id);
    setNotice(null);
    try {
      const { data } = await api.call(subscribeCourse, { params: { id: courseId }, body: { sessions: [session.id] } });
      setNotice({ tone: 'success', text: data.bookings[0]?.status === 'waiting' ? t('booking.waitingDone') : t('booking.booked') });
      // The booking enrolled the learner: the page's main button now leads to the training.
      void revalidator.revalidate();
    } catch (error) {
      setNotice({ tone: 'error', text: mapApiErrors(error, [], t('booking.failed')).form ?? t('booking.failed') });
    }
    await refresh();
    setBusy(null);
  };

  const liveOf = (id: number) => seats?.sessions.find((s) => s.id === id);
  return (
    <div className="space-y-6" data-testid="session-booking">
      <div aria-live="polite">{notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}</div>
      {faceToFaces.map((f2f) => (
        <FaceToFaceSessions
          key={f2f.id}
          f2f={f2f}
          locale={locale}
          extras={{
            seats: (s) => {
              const live = liveOf(s.id);
              return live && { seatsAvailable: live.seatsAvailable, isFull: live.seatsAvailable === 0 };
            },
            action: (s) => {
              const live = liveOf(s.id);
              if (!seats || s.isPast) return null;
              if (live?.booking) {
                return (
                  <div className="flex flex-col gap-2">
                    <BookingStatus booking={live.booking} locale={locale} />
                    <BookingActions booking={live.booking} courseId={courseId} onChanged={refresh} />
                  </div>
                );
              }
              const full = (live?.seatsAvailable ?? s.seatsAvailable) === 0;
              if (full && f2f.noWaitingList) return <p className="text-sm text-neutral-800">{t('booking.noWaitingList')}</p>;
              return (
                <button type="button" className={buttonClass(full ? 'secondary' : 'primary')} disabled={busy !== null} aria-busy={busy === s.id || undefined} onClick={() => void book(s)}>
                  {full ? t('booking.joinQueue') : t('booking.book')}
                  <span className="sr-only">: {s.name}</span>
                </button>
              );
            },
          }}
        />
      ))}
    </div>
  );
}
