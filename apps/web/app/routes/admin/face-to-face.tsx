import { useEffect, useRef } from 'react';
import { Form, Link, useLoaderData, useLocation, useNavigate, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { cancelFaceToFaceSession, getFaceToFaceSession, listFaceToFaceSessions, type AdminSession } from '@app/contracts/admin/face-to-face';
import { hasStarted } from '@app/domain/admin/face-to-face';
import { todayInParis } from '@app/domain/identity/session-user';
import { pageCount } from '@app/domain/platform/pagination';
import { SessionAttendance } from '../../components/admin/session-attendance.tsx';
import { SessionForm } from '../../components/admin/session-form.tsx';
import { useAdminAction } from '../../components/admin/use-admin-action.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormAlert, SelectField } from '../../components/ui/fields.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { withAreaTexts } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDay } from '../../lib/format.ts';
import { apiFieldErrors } from '../../lib/form-errors.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';

const FILTERS = ['trainingId', 'when', 'page'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

/**
 * The face-to-face sessions of the platform (issue 17 part 4, spec §2 `/admin/faceToFace`): the filters and the session
 * open are the URL's query (`?session=<id>`, `?session=new`), so a session can be linked to (the index's "sessions about
 * to fill" card does). A session of another platform is the 404 page.
 */
export async function loader({ request, context, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  const params = new URL(request.url).searchParams;
  const filters: Filters = Object.fromEntries(FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  const open = params.get('session');
  const api = serverApi(request, context);
  try {
    const list = await api
      .call(listFaceToFaceSessions, { query: filters as never })
      .catch((error: unknown) => (apiFieldErrors(error) ? api.call(listFaceToFaceSessions, { query: {} }) : Promise.reject(error)));
    const detail = open && /^\d{1,15}$/.test(open) ? (await api.call(getFaceToFaceSession, { params: { id: Number(open) } })).data : null;
    const now = new Date();
    const today = todayInParis(now);
    return {
      list: list.data,
      filters,
      creating: open === 'new',
      detail: detail && { ...detail, started: hasStarted(detail.session, now), begunDays: detail.session.days.map((d) => d.date).filter((d) => d <= today) },
      locale: here.locale,
    };
  } catch (error) {
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('admin');

// A child's meta replaces the layout's: the admin texts' preload is named again, for a page loaded here first.
export const meta = adminMeta('admin.faceToFace.title');

/** The URL of this screen with a session open (or none), the filters kept. */
function useOpenLink() {
  const [params] = useSearchParams();
  return (session: number | 'new' | null) => {
    const next = new URLSearchParams(params);
    if (session === null) next.delete('session');
    else next.set('session', String(session));
    return `?${next.toString()}`;
  };
}

function SessionSummary({ session, locale }: { session: AdminSession; locale: string }) {
  const { t } = useTranslation();
  const place = session.virtualClass ? t('admin.faceToFace.virtual') : [session.marketingCity || session.city, session.postalCode].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1 text-sm text-neutral-800">
      <ul className="flex flex-col">
        {session.days.map((d) => (
          <li key={d.date}>{t('admin.faceToFace.day', { date: formatDay(d.date, locale), start: d.startTime, end: d.endTime })}</li>
        ))}
      </ul>
      <p>{place}</p>
      <p>
        {t('admin.faceToFace.seats', { taken: session.seatsTaken, max: session.maxParticipants, left: session.seatsLeft })}
        {session.waiting > 0 && ` · ${t('admin.faceToFace.waiting', { count: session.waiting })}`}
      </p>
      <p>{session.trainers.length ? t('admin.faceToFace.trainers', { names: session.trainers.map((x) => x.name).join(', ') }) : t('admin.faceToFace.noTrainer')}</p>
    </div>
  );
}

function CancelledBadge() {
  const { t } = useTranslation();
  return <span className="rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">{t('admin.faceToFace.cancelled')}</span>;
}

/** The session open: its form, its learners, their attendance, and its cancellation. */
function SessionPanel({ detail, trainings, experts, locale }: { detail: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['detail']>; trainings: { id: number; name: string }[]; experts: { id: number; name: string }[]; locale: string }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const location = useLocation();
  const openLink = useOpenLink();
  const { session, participants } = detail;
  const notice = (location.state as { notice?: string } | null)?.notice;
  const { status, setStatus, pending, run } = useAdminAction(t('admin.faceToFace.form.failed'), notice ? { tone: 'success', text: notice } : null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [session.id]);

  const cancel = () =>
    run(
      async () => {
        const { data } = await api.call(cancelFaceToFaceSession, { params: { id: session.id } });
        await revalidator.revalidate();
        return data.notified;
      },
      (notified) => t('admin.faceToFace.cancel.done', { count: notified }),
    );

  return (
    <section aria-labelledby="f2f-panel-heading" className="flex flex-col gap-5 rounded-lg border border-neutral-300 bg-white p-4 sm:p-6" data-testid="f2f-panel">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="f2f-panel-heading" ref={heading} tabIndex={-1} className="text-xl font-bold text-neutral-900 focus:outline-none">
            {session.name}
          </h2>
          <p className="text-neutral-700">{session.training}</p>
        </div>
        <Link to={openLink(null)} className={buttonClass('ghost')}>
          {t('admin.faceToFace.close')}
        </Link>
      </header>
      <div aria-live="polite">{status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}</div>
      <SessionSummary session={session} locale={locale} />
      {session.cancelledAt ? (
        <p className="flex items-center gap-2 text-neutral-800">
          <CancelledBadge /> {t('admin.faceToFace.cancel.isCancelled')}
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-3">
            <h3 className="text-lg font-semibold text-neutral-900">{t('admin.faceToFace.form.editHeading')}</h3>
            <SessionForm
              key={`${session.id}-${session.maxParticipants}-${session.name}`}
              session={session}
              trainings={trainings}
              experts={experts}
              onSaved={async (_, message) => {
                await revalidator.revalidate();
                setStatus({ tone: 'success', text: message });
                heading.current?.focus();
              }}
            />
          </div>
          <SessionAttendance sessionId={session.id} days={detail.begunDays} participants={participants} locale={locale} onSaved={() => revalidator.revalidate()} />
        </>
      )}
      <section aria-labelledby="f2f-participants" className="flex flex-col gap-2">
        <h3 id="f2f-participants" className="text-lg font-semibold text-neutral-900">
          {t('admin.faceToFace.participants.heading')}
        </h3>
        {participants.length === 0 ? (
          <p className="text-neutral-700">{t('admin.faceToFace.participants.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-neutral-800" data-testid="f2f-participants">
            {participants.map((p) => (
              <li key={p.bookingId} className="flex flex-wrap gap-x-3">
                <span className="font-semibold text-neutral-900">{p.name}</span>
                <span className="break-all">{p.email}</span>
                <span>{t(`admin.faceToFace.participants.status.${p.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {!session.cancelledAt &&
        (detail.started ? (
          <p className="text-neutral-700">{t('admin.faceToFace.cancel.started')}</p>
        ) : (
          <ConfirmDialog
            trigger={t('admin.faceToFace.cancel.button')}
            triggerClassName={buttonClass('danger', 'self-start')}
            disabled={pending}
            title={t('admin.faceToFace.cancel.title')}
            text={t('admin.faceToFace.cancel.text', { count: participants.length })}
            cancel={t('admin.faceToFace.cancel.back')}
            confirm={t('admin.faceToFace.cancel.confirm')}
            onConfirm={() => void cancel()}
          />
        ))}
    </section>
  );
}

export default function AdminFaceToFace() {
  const { list, filters, creating, detail, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const openLink = useOpenLink();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-neutral-700">{t('admin.faceToFace.intro')}</p>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <Form method="get" role="search" aria-label={t('admin.faceToFace.filters.label')} className="grid flex-1 gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
          <SelectField label={t('admin.faceToFace.filters.training')} name="trainingId" defaultValue={filters.trainingId ?? ''}>
            <option value="">{t('admin.faceToFace.filters.allTrainings')}</option>
            {list.trainings.map((training) => (
              <option key={training.id} value={training.id}>
                {training.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('admin.faceToFace.filters.when')} name="when" defaultValue={filters.when ?? 'upcoming'}>
            <option value="upcoming">{t('admin.faceToFace.filters.upcoming')}</option>
            <option value="past">{t('admin.faceToFace.filters.past')}</option>
          </SelectField>
          <button type="submit" className={buttonClass('secondary')}>
            {t('admin.faceToFace.filters.submit')}
          </button>
        </Form>
        <Link to={openLink('new')} className={buttonClass('primary')}>
          {t('admin.faceToFace.new')}
        </Link>
      </div>
      {creating && (
        <section aria-labelledby="f2f-new" className="flex flex-col gap-3 rounded-lg border border-neutral-300 bg-white p-4 sm:p-6">
          <h2 id="f2f-new" className="text-xl font-bold text-neutral-900">
            {t('admin.faceToFace.form.createHeading')}
          </h2>
          <SessionForm trainings={list.trainings} experts={list.experts} onSaved={(session, message) => void navigate(openLink(session.id), { state: { notice: message } })} />
        </section>
      )}
      {detail && <SessionPanel key={detail.session.id} detail={detail} trainings={list.trainings} experts={list.experts} locale={locale} />}
      <p className="text-sm text-neutral-700" role="status">
        {t('admin.faceToFace.total', { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white p-6 text-center text-neutral-700">{t('admin.faceToFace.empty')}</p>
      ) : (
        <ol className="grid gap-3 md:grid-cols-2">
          {list.items.map((session) => (
            <li key={session.id} className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-4" data-testid="f2f-session">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-neutral-900">{session.name}</h3>
                {session.cancelledAt && <CancelledBadge />}
              </div>
              <p className="text-sm text-neutral-700">{session.training}</p>
              <SessionSummary session={session} locale={locale} />
              <Link to={openLink(session.id)} className={buttonClass('secondary', 'self-start')} aria-label={t('admin.faceToFace.manage', { name: session.name })}>
                {t('admin.faceToFace.open')}
              </Link>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={list.page} pageCount={pageCount(list.total, list.perPage)} search={location.search} />
    </div>
  );
}
