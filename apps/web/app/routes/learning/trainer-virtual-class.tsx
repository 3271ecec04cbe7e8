/**
 * Trainer virtual class (spec §2 `/trainer/virtualClass/:token`, issue 12 part 3): the trainer opens their session
 * from the link they received — no sign-in, the token is the key (docs/decisions.md, threat model). They see the
 * dates, who is booked, mark each learner present or absent per date, and start the class as moderator.
 */
import { useId, useState, type FormEvent } from 'react';
import { data, useLoaderData, useParams, useRouteLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { trainerVirtualClass, type TrainerVirtualClass } from '@app/contracts/learning/virtual-class';
import { DEFAULT_LOCALE } from '@app/domain/platform/locales';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert, SelectField, SubmitButton, TextField } from '../../components/ui/fields.tsx';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { PageBody, Panel } from '../../components/ui/layout.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { areaPreload, withAreaTexts } from '../../lib/area-texts.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDay, formatDayAndTime } from '../../lib/format.ts';
import { pageTitle } from '../../lib/meta.ts';
import { pageFailure, screenRoute } from '../../lib/screen.server.ts';
import { serverApi } from '../../lib/server-api.server.ts';

/** The calls of the trainer's buttons and forms, and their rules, come when one is used (not in the first download). */
const loadCalls = () => import('@app/contracts/learning/virtual-class');

export async function loader({ request, context, params, pattern }: LoaderFunctionArgs) {
  const here = screenRoute({ request, context, pattern });
  try {
    const { data: room } = await serverApi(request, context).call(trainerVirtualClass, { params: { token: params.token ?? '' } });
    return { room };
  } catch (error) {
    // An unknown or expired link (or one too short to be a token) is a page that says so, not the error screen.
    if (isApiError(error) && (error.httpStatus === 404 || error.httpStatus === 422)) return data({ room: null }, { status: 404 });
    throw pageFailure(error, request, here.lang);
  }
}

export const clientLoader = withAreaTexts('trainer');

export const meta: MetaFunction<typeof loader> = ({ matches }) => [
  { title: pageTitle(matches, 'virtualClass.title') },
  { name: 'robots', content: 'noindex' },
  // The address holds the token: no link of the page sends it on to another site.
  { name: 'referrer', content: 'no-referrer' },
  areaPreload('trainer', matches),
];

function useLocale(): string {
  return (useRouteLoaderData('root') as { locale?: string } | undefined)?.locale ?? DEFAULT_LOCALE;
}

function StartClass({ room, token }: { room: TrainerVirtualClass; token: string }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const locale = useLocale();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (room.start.state === 'over') return <p className="text-neutral-800">{t('virtualClass.over')}</p>;
  const noProvider = !room.provider && <p className="text-neutral-800">{t('virtualClass.noProvider')}</p>;
  if (room.start.state === 'upcoming') {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-neutral-800">{t('virtualClass.startOpensAt', formatDayAndTime(room.start.opensAt, locale))}</p>
        {noProvider}
      </div>
    );
  }
  if (noProvider) return noProvider;
  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      const { data: started } = await api.call((await loadCalls()).trainerStartVirtualClass, { params: { token } });
      window.location.assign(started.url);
    } catch (error) {
      setFailure(isApiError(error) && error.httpStatus !== 503 ? error.message : t('virtualClass.startFailed'));
      setStarting(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-3">
      {failure && <FormAlert>{failure}</FormAlert>}
      <Button onClick={start} loading={starting} loadingText={t('virtualClass.starting')}>
        {t('virtualClass.start')}
      </Button>
    </div>
  );
}

type Learner = TrainerVirtualClass['learners'][number];

function LearnerAttendance({ learner, date, onMark }: { learner: Learner; date: string; onMark: (learner: Learner, present: boolean) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = `${learner.firstName} ${learner.lastName}`;
  const recorded = learner.attendance.find((a) => a.date === date);
  const group = useId();
  return (
    <li className="rounded-lg border border-neutral-200 bg-white p-4" data-testid="trainer-learner">
      <fieldset>
        <legend className="font-semibold text-neutral-900">{name}</legend>
        {recorded?.joinedAt && <p className="text-sm text-neutral-700">{t('virtualClass.joinedAt', { time: formatDayAndTime(recorded.joinedAt, locale).time })}</p>}
        {recorded?.present == null && <p className="text-sm text-neutral-700">{t('virtualClass.notMarked')}</p>}
        <div className="mt-2 flex flex-wrap gap-3">
          {([true, false] as const).map((present) => (
            <label key={String(present)} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-neutral-400 px-4 has-[:checked]:border-neutral-900 has-[:checked]:bg-neutral-100">
              <input
                type="radio"
                name={group}
                className="size-5"
                checked={recorded?.present === present}
                onChange={() => onMark(learner, present)}
              />
              {t(present ? 'virtualClass.present' : 'virtualClass.absent')}
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}

function Replay({ room, token }: { room: TrainerVirtualClass; token: string }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [value, setValue] = useState(room.replayUrl ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    setStatus('');
    try {
      const answer = await api.call((await loadCalls()).trainerPublishReplay, { params: { token }, body: { replayUrl: value.trim() || null } });
      setStatus(answer.message);
    } catch (failure) {
      const mapped = mapApiErrors(failure, ['replayUrl'], t('virtualClass.replayFailed'));
      setError(mapped.fields.replayUrl ?? mapped.form ?? undefined);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col items-start gap-3">
      <TextField
        className="w-full"
        name="replayUrl"
        type="url"
        inputMode="url"
        label={t('virtualClass.replayLabel')}
        hint={t('virtualClass.replayHint')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
      />
      <SubmitButton loading={saving} loadingText={t('virtualClass.replaySaving')}>
        {t('virtualClass.replaySave')}
      </SubmitButton>
      <p role="status" className="text-sm font-semibold text-emerald-800">
        {status}
      </p>
    </form>
  );
}

function Attendance({ room, token }: { room: TrainerVirtualClass; token: string }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const locale = useLocale();
  const [learners, setLearners] = useState(room.learners);
  const [date, setDate] = useState(room.start.state === 'over' ? (room.days[0]?.date ?? '') : room.start.date);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  if (learners.length === 0) return <p className="text-neutral-800">{t('virtualClass.noLearners')}</p>;
  const setMark = (bookingId: number, present: boolean | null) =>
    setLearners((all) => all.map((l) => (l.bookingId === bookingId ? { ...l, attendance: l.attendance.map((a) => (a.date === date ? { ...a, present } : a)) } : l)));
  // Shown at once (a radio must follow the click), taken back if the server did not record it.
  const mark = async (learner: Learner, present: boolean) => {
    const name = `${learner.firstName} ${learner.lastName}`;
    const before = learner.attendance.find((a) => a.date === date)?.present ?? null;
    setFailure(null);
    setMark(learner.bookingId, present);
    try {
      await api.call((await loadCalls()).trainerMarkAttendance, { params: { token }, body: { bookingId: learner.bookingId, date, present } });
      setStatus(t('virtualClass.marked', { name, state: t(present ? 'virtualClass.present' : 'virtualClass.absent') }));
    } catch {
      setMark(learner.bookingId, before);
      setFailure(t('virtualClass.markFailed', { name }));
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {room.days.length > 1 && (
        <SelectField name="date" label={t('virtualClass.attendanceDate')} value={date} onChange={(e) => setDate(e.target.value)}>
          {room.days.map((day) => (
            <option key={day.date} value={day.date}>
              {formatDay(day.date, locale)}
            </option>
          ))}
        </SelectField>
      )}
      <p className="text-sm text-neutral-700">{t('virtualClass.attendanceHint')}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <ul className="flex flex-col gap-3">
        {learners.map((learner) => (
          <LearnerAttendance key={learner.bookingId} learner={learner} date={date} onMark={mark} />
        ))}
      </ul>
      <p role="status" className="text-sm font-semibold text-emerald-800">
        {status}
      </p>
    </div>
  );
}

export default function TrainerVirtualClassScreen() {
  const { room } = useLoaderData<typeof loader>();
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  if (!room) {
    return (
      <PageBody>
        <Panel>
          <h1 className="text-2xl font-bold text-neutral-900">{t('virtualClass.unknownHeading')}</h1>
          <p className="mt-3 text-neutral-800">{t('virtualClass.unknownText')}</p>
        </Panel>
      </PageBody>
    );
  }
  return (
    <PageBody>
      <PageHeader title={room.training.name} intro={room.trainerName ? t('virtualClass.hello', { name: room.trainerName }) : t('virtualClass.heading')} />
      <div className="flex flex-col gap-6">
        <Panel>
          <p className="text-sm text-neutral-700">{t('virtualClass.private')}</p>
          <h2 className="mt-4 text-xl font-bold text-neutral-900">{t('virtualClass.dates')}</h2>
          <ul className="mt-2 flex flex-col gap-1 text-neutral-900">
            {room.days.map((day) => (
              <li key={day.date}>{t('virtualClass.dateLine', { day: formatDay(day.date, locale), start: day.startTime, end: day.endTime })}</li>
            ))}
          </ul>
          <div className="mt-4">
            <StartClass room={room} token={token} />
          </div>
        </Panel>
        <Panel>
          <h2 className="text-xl font-bold text-neutral-900">{t('virtualClass.learners', { count: room.learners.length })}</h2>
          <div className="mt-3">
            <Attendance room={room} token={token} />
          </div>
        </Panel>
        <Panel>
          <h2 className="text-xl font-bold text-neutral-900">{t('virtualClass.replayHeading')}</h2>
          <div className="mt-3">
            <Replay room={room} token={token} />
          </div>
        </Panel>
      </div>
    </PageBody>
  );
}
