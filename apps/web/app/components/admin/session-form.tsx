/** The form of a face-to-face session (issue 17 part 4): create or edit, one day or several, validated with the contract. */
import { useRef, useState, type FormEvent } from 'react';
import { createFaceToFaceSession, createSessionBody, updateFaceToFaceSession, updateSessionBody, type AdminSession } from '@app/contracts/admin/face-to-face';
import { Button } from '../ui/button.tsx';
import { Choice, ChoiceGroup, FormAlert, SelectField, SubmitButton, TextField } from '../ui/fields.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';

interface Option {
  id: number;
  name: string;
}

interface DayRow {
  key: number;
  date: string;
  startTime: string;
  endTime: string;
}

const FIELDS = ['trainingId', 'name', 'virtualClass', 'city', 'marketingCity', 'postalCode', 'maxParticipants', 'dates', 'trainerIds'];

/** The body the form holds, read from its fields as the contract takes it. */
function readForm(form: HTMLFormElement, rows: readonly DayRow[], creating: boolean) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const body = {
    name: text('name'),
    virtualClass: data.has('virtualClass'),
    city: text('city'),
    marketingCity: text('marketingCity'),
    postalCode: text('postalCode'),
    maxParticipants: text('maxParticipants') === '' ? Number.NaN : Number(text('maxParticipants')),
    dates: rows.map((row) => ({ date: text(`dates.${row.key}.date`), startTime: text(`dates.${row.key}.startTime`).slice(0, 5), endTime: text(`dates.${row.key}.endTime`).slice(0, 5) })),
    trainerIds: data.getAll('trainerIds').map(Number),
  };
  return creating ? { ...body, trainingId: Number(text('trainingId')) } : body;
}

export function SessionForm({
  session,
  trainings,
  experts,
  onSaved,
}: {
  /** The session edited; none to create one. */
  session?: AdminSession;
  trainings: readonly Option[];
  experts: readonly Option[];
  onSaved(session: AdminSession, message: string): void;
}) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const creating = !session;
  const nextKey = useRef(0);
  const row = (day?: { date: string; startTime: string; endTime: string }): DayRow => ({ key: nextKey.current++, date: day?.date ?? '', startTime: day?.startTime ?? '09:00', endTime: day?.endTime ?? '17:00' });
  const [rows, setRows] = useState<DayRow[]>(() => (session ? session.days.map(row) : [row()]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const chosen = new Set(session?.trainers.map((x) => x.id));

  // The errors are keyed by the contract's paths (`dates.1.endTime`); the rows by their own keys.
  const dayError = (index: number, field: string) => errors[`dates.${index}.${field}`];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = readForm(form, rows, creating);
    const parsed = (creating ? createSessionBody : updateSessionBody).safeParse(body);
    setFormError(null);
    if (!parsed.success) {
      const invalid: Record<string, string> = {};
      for (const issue of parsed.error.issues) invalid[issue.path.join('.')] ??= issue.message;
      setErrors(invalid);
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const answer = session
        ? await api.call(updateFaceToFaceSession, { params: { id: session.id }, body: body as never })
        : await api.call(createFaceToFaceSession, { body: body as never });
      onSaved(answer.data, t(creating ? 'admin.faceToFace.form.created' : 'admin.faceToFace.form.saved'));
    } catch (error) {
      const dayFields = rows.flatMap((_, i) => ['date', 'startTime', 'endTime'].map((f) => `dates.${i}.${f}`));
      const mapped = mapApiErrors(error, [...FIELDS, ...dayFields], t('admin.faceToFace.form.failed'));
      setErrors(mapped.fields);
      setFormError(mapped.form);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t(creating ? 'admin.faceToFace.form.createHeading' : 'admin.faceToFace.form.editHeading')}>
      {creating && (
        <SelectField label={t('admin.faceToFace.form.training')} name="trainingId" defaultValue="" error={errors.trainingId} required>
          <option value="">{t('admin.faceToFace.form.chooseTraining')}</option>
          {trainings.map((training) => (
            <option key={training.id} value={training.id}>
              {training.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField label={t('admin.faceToFace.form.name')} name="name" defaultValue={session?.name ?? ''} error={errors.name} maxLength={200} required />
      <Choice label={t('admin.faceToFace.form.virtualClass')} type="checkbox" name="virtualClass" defaultChecked={session?.virtualClass ?? false} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={t('admin.faceToFace.form.city')} name="city" defaultValue={session?.city ?? ''} error={errors.city} maxLength={120} />
        <TextField label={t('admin.faceToFace.form.marketingCity')} name="marketingCity" defaultValue={session?.marketingCity ?? ''} error={errors.marketingCity} hint={t('admin.faceToFace.form.marketingCityHint')} maxLength={120} />
        <TextField label={t('admin.faceToFace.form.postalCode')} name="postalCode" defaultValue={session?.postalCode ?? ''} error={errors.postalCode} maxLength={12} autoComplete="off" />
      </div>
      <TextField
        className="sm:w-48"
        label={t('admin.faceToFace.form.maxParticipants')}
        name="maxParticipants"
        type="number"
        inputMode="numeric"
        min={1}
        defaultValue={session?.maxParticipants ?? ''}
        error={errors.maxParticipants}
        required
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-neutral-900">{t('admin.faceToFace.form.dates')}</legend>
        <p className="text-sm text-neutral-700">{t('admin.faceToFace.form.datesHint')}</p>
        {errors.dates && <FormAlert>{errors.dates}</FormAlert>}
        <ol className="flex flex-col gap-3">
          {rows.map((day, index) => (
            <li key={day.key} className="grid items-end gap-3 rounded-md border border-neutral-200 p-3 sm:grid-cols-[1fr_8rem_8rem_auto]" data-testid="f2f-day">
              <TextField label={t('admin.faceToFace.form.date', { n: index + 1 })} name={`dates.${day.key}.date`} type="date" defaultValue={day.date} error={dayError(index, 'date')} required />
              <TextField label={t('admin.faceToFace.form.startTime')} name={`dates.${day.key}.startTime`} type="time" defaultValue={day.startTime} error={dayError(index, 'startTime')} required />
              <TextField label={t('admin.faceToFace.form.endTime')} name={`dates.${day.key}.endTime`} type="time" defaultValue={day.endTime} error={dayError(index, 'endTime')} required />
              <Button variant="ghost" disabled={rows.length === 1} onClick={() => setRows(rows.filter((r) => r.key !== day.key))}>
                {t('admin.faceToFace.form.removeDate', { n: index + 1 })}
              </Button>
            </li>
          ))}
        </ol>
        <Button variant="secondary" className="self-start" onClick={() => setRows([...rows, row()])}>
          {t('admin.faceToFace.form.addDate')}
        </Button>
      </fieldset>
      {experts.length > 0 && (
        <ChoiceGroup legend={t('admin.faceToFace.form.trainers')} error={errors.trainerIds} className="max-h-64 overflow-y-auto rounded-md border border-neutral-200 p-3">
          {experts.map((expert) => (
            <Choice key={expert.id} label={expert.name} type="checkbox" name="trainerIds" value={expert.id} defaultChecked={chosen.has(expert.id)} />
          ))}
        </ChoiceGroup>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <SubmitButton className="self-start" loading={pending} loadingText={t('admin.faceToFace.form.saving')}>
        {t(creating ? 'admin.faceToFace.form.create' : 'admin.faceToFace.form.save')}
      </SubmitButton>
    </form>
  );
}
