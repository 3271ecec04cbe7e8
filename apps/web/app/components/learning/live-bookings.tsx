import { Link, useRevalidator } from 'react-router';
import type { Booking } from '@app/contracts/learning/booking-live';
import type { CurrentFlow } from '@app/contracts/learning/flow';
import { buildPath } from '@app/domain/platform/routes';
import { defaultLocaleOf, type Lang } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BookingActions, BookingDays, BookingStatus } from './booking-item.tsx';
import { VirtualClassJoin } from './virtual-class-join.tsx';

/**
 * The live part of a face-to-face, virtual-class or mixt training's learning view (issue 12 part 5): the learner's
 * bookings, each with its days in Europe/Paris, its state and its actions; for a seat in a virtual class or webinar,
 * its room (join window, replay); a link to the sessions to book another, or, when the organiser plans the sessions
 * (`datesToCome`), that the dates come.
 */
export function LiveBookings({ bookings, flow, lang, datesToCome = false }: { bookings: Booking[]; flow: CurrentFlow; lang: Lang; datesToCome?: boolean }) {
  const { t } = useTranslation();
  // Dates read in the page's language; the time zone is always Europe/Paris (spec §9).
  const locale = defaultLocaleOf(lang);
  const revalidator = useRevalidator();
  const live = bookings.filter((b) => b.status === 'confirmed' || b.status === 'waiting' || b.status === 'offered');
  // The rooms are asked again whenever the confirmed virtual seats change.
  const rooms = live.filter((b) => b.status === 'confirmed' && b.session.virtualClass).map((b) => b.id).join(',');
  const detail = buildPath('training-detail', lang, { trainingType: flow.course.type, slug: flow.course.slug });
  return (
    <section aria-labelledby="live-bookings" className="flex flex-col gap-3">
      <h2 id="live-bookings" className="text-lg font-bold text-neutral-900">
        {t('booking.mine')}
      </h2>
      {live.length === 0 && <p className="text-neutral-800">{datesToCome ? t('booking.datesToCome') : t('booking.none')}</p>}
      <ul className="grid gap-3 md:grid-cols-2">
        {live.map((b) => (
          <li key={b.id} className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4" data-testid="live-booking">
            <h3 className="font-semibold text-neutral-900">{b.session.virtualClass ? t('booking.online') : b.session.marketingCity || b.session.city}</h3>
            <BookingDays booking={b} locale={locale} />
            <BookingStatus booking={b} locale={locale} />
            {flow.status === 'active' && <BookingActions booking={b} courseId={flow.course.id} onChanged={() => revalidator.revalidate()} />}
          </li>
        ))}
      </ul>
      {rooms && <VirtualClassJoin key={rooms} courseTrackingId={flow.courseTrackingId} />}
      {flow.status === 'active' && !(datesToCome && live.length === 0) && (
        <Link to={`${detail}#training-sessions`} className="self-start text-sm font-semibold text-neutral-900 underline">
          {t('booking.chooseSession')}
        </Link>
      )}
    </section>
  );
}
