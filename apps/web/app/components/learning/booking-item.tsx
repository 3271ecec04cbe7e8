import { useState } from 'react';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { bookingCalendar, confirmSeat, unsubscribeCourse } from '@app/contracts/learning/booking';
import type { Booking } from '@app/contracts/learning/booking-live';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { formatDay, formatTime } from '../../lib/format.ts';
import { buttonClass } from '../ui/button.tsx';
import { FormAlert } from '../ui/fields.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Icon } from '../ui/icon.tsx';

const deadlineFormat = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** The days of a booked session, in Europe/Paris (spec §9): each with its times. */
export function BookingDays({ booking, locale }: { booking: Booking; locale: string }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1 text-sm">
      {booking.session.days.map((d) => (
        <li key={d.date} className="flex flex-wrap items-center gap-x-2">
          <Icon name="calendar" size={16} />
          <span className="font-medium">{formatDay(d.date, locale)}</span>
          <span className="text-neutral-700">{t('booking.times', { start: formatTime(d.startTime), end: formatTime(d.endTime) })}</span>
        </li>
      ))}
    </ul>
  );
}

/** What the learner's booking is now, in words (seat, waiting-list place, seat offered until…). */
export function BookingStatus({ booking, locale }: { booking: Booking; locale: string }) {
  const { t } = useTranslation();
  const tone = { confirmed: 'bg-emerald-800 text-white', offered: 'bg-amber-200 text-neutral-950', waiting: 'bg-neutral-200 text-neutral-900', cancelled: 'bg-neutral-200 text-neutral-900', expired: 'bg-neutral-200 text-neutral-900' }[booking.status];
  return (
    <p className="flex flex-col gap-1" data-testid="booking-status" data-status={booking.status}>
      <span className={`self-start rounded px-2 py-0.5 text-sm font-semibold ${tone}`}>{t(`booking.status.${booking.status}`)}</span>
      {booking.status === 'waiting' && booking.queuePosition !== null && <span className="text-sm text-neutral-800">{t('booking.queuePosition', { position: booking.queuePosition })}</span>}
      {booking.status === 'offered' && booking.offerExpiresAt && (
        <span className="text-sm font-semibold text-neutral-900">{t('booking.offerUntil', { deadline: deadlineFormat(locale).format(new Date(booking.offerExpiresAt)) })}</span>
      )}
      {booking.session.missingForOnDemand > 0 && booking.status !== 'cancelled' && (
        <span className="text-sm text-neutral-800">{t('booking.onDemand', { count: booking.session.missingForOnDemand })}</span>
      )}
    </p>
  );
}

/**
 * The actions on a live booking: confirm a seat offered from the waiting list, download the calendar file of a seat,
 * and cancel (confirmed first in a dialog). `onChanged` refreshes what the page shows.
 */
export function BookingActions({ booking, courseId, onChanged }: { booking: Booking; courseId: number; onChanged: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(mapApiErrors(error, [], t('booking.failed')).form);
    }
    await onChanged();
    setBusy(false);
  };
  const live = booking.status === 'confirmed' || booking.status === 'waiting' || booking.status === 'offered';
  if (!live) return null;
  const sessionLabel = booking.session.name;
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        {booking.status === 'offered' && (
          <button type="button" className={buttonClass('primary')} disabled={busy} onClick={() => void run(() => api.call(confirmSeat, { params: { id: booking.id } }))}>
            {t('booking.confirm')}
          </button>
        )}
        {booking.status === 'confirmed' && (
          <a href={`${API_PREFIX}${pathOf(bookingCalendar, { id: booking.id })}`} download={`session-${booking.id}.ics`} className={buttonClass('secondary')} data-testid="booking-calendar">
            <Icon name="calendar" size={18} />
            {t('booking.calendar')}
            <span className="sr-only">: {sessionLabel}</span>
          </a>
        )}
        <ConfirmDialog
          triggerClassName={buttonClass('ghost', 'text-red-800 underline')}
          disabled={busy}
          trigger={
            <>
              {booking.status === 'waiting' ? t('booking.leaveQueue') : t('booking.cancel')}
              <span className="sr-only">: {sessionLabel}</span>
            </>
          }
          title={t('booking.cancelTitle')}
          text={t('booking.cancelText', { session: sessionLabel })}
          cancel={t('booking.keep')}
          confirm={t('booking.cancelConfirm')}
          onConfirm={() => void run(() => api.call(unsubscribeCourse, { params: { id: courseId }, body: { sessions: [booking.session.id] } }))}
        />
      </div>
    </div>
  );
}
