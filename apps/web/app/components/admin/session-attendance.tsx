/** Attendance of a session's seated learners on one of its begun days (issue 17 part 4), as the trainer records it. */
import { useState, type FormEvent } from 'react';
import { markSessionAttendance, type SessionParticipant } from '@app/contracts/admin/face-to-face';
import { Choice, FormAlert, SelectField, SubmitButton } from '../ui/fields.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { formatDay } from '../../lib/format.ts';
import { useAdminAction } from './use-admin-action.ts';

export function SessionAttendance({
  sessionId,
  days,
  participants,
  locale,
  onSaved,
}: {
  sessionId: number;
  /** The days of the session that have begun, oldest first. */
  days: readonly string[];
  participants: readonly SessionParticipant[];
  locale: string;
  onSaved(): Promise<void>;
}) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [day, setDay] = useState(days.at(-1) ?? '');
  const { status, pending, run } = useAdminAction(t('admin.faceToFace.form.failed'));
  const seated = participants.filter((p) => p.status === 'confirmed');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const marks = seated.map((p) => ({ bookingId: p.bookingId, present: data.has(`present-${p.bookingId}`) }));
    await run(
      async () => {
        await api.call(markSessionAttendance, { params: { id: sessionId }, body: { date: day, marks } });
        await onSaved();
      },
      () => t('admin.faceToFace.attendance.saved'),
    );
  }

  return (
    <section aria-labelledby="f2f-attendance" className="flex flex-col gap-3">
      <h3 id="f2f-attendance" className="text-lg font-semibold text-neutral-900">
        {t('admin.faceToFace.attendance.heading')}
      </h3>
      {days.length === 0 ? (
        <p className="text-neutral-700">{t('admin.faceToFace.attendance.noDay')}</p>
      ) : seated.length === 0 ? (
        <p className="text-neutral-700">{t('admin.faceToFace.attendance.noLearner')}</p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3">
          <SelectField className="sm:w-72" label={t('admin.faceToFace.attendance.day')} name="date" value={day} onChange={(event) => setDay(event.target.value)}>
            {days.map((d) => (
              <option key={d} value={d}>
                {formatDay(d, locale)}
              </option>
            ))}
          </SelectField>
          {/* Keyed by the day: each day's marks are the form's defaults. */}
          <div key={day} className="flex flex-col">
            {seated.map((p) => (
              <Choice
                key={p.bookingId}
                type="checkbox"
                name={`present-${p.bookingId}`}
                label={t('admin.faceToFace.attendance.present', { name: p.name })}
                defaultChecked={p.attendance.find((a) => a.date === day)?.present === true}
              />
            ))}
          </div>
          <div aria-live="polite">{status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}</div>
          <SubmitButton className="self-start" variant="secondary" loading={pending} loadingText={t('admin.faceToFace.attendance.saving')}>
            {t('admin.faceToFace.attendance.save')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
