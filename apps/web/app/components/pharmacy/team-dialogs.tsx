/** The team section's dialogs (issue 15 part 2): adding a learner, e-mailing one, assigning trainings to the chosen ones. */
import { useMemo, useState } from 'react';
import { Dialog } from 'radix-ui';
import type { z } from 'zod';
import {
  addApprenant,
  addApprenantForm,
  attributeApprenants,
  sendEmailForm,
  sendEmailToApprenant,
  type AssignableTraining,
  type Attribution,
  type TeamMember,
} from '@app/contracts/pharmacy/team';
import { USER_FUNCTIONS } from '@app/domain/identity/session-user';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { useProfileForm } from '../profile/use-profile-form.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { Choice, FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '../ui/fields.tsx';
import { FormDialog } from '../ui/form-dialog.tsx';

/** A member's name, or their e-mail while they have none (a pending invitation). */
export const fullName = (m: Pick<TeamMember, 'firstName' | 'lastName' | 'email'>) => `${m.firstName} ${m.lastName}`.trim() || m.email;

function CancelButton({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog.Close type="button" disabled={disabled} className={buttonClass('secondary')}>
      {t('pharmacy.team.cancel')}
    </Dialog.Close>
  );
}

export function AddDialog({ onDone }: { onDone(message: string): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      testId="team-add-dialog"
      title={t('pharmacy.team.add.title')}
      description={t('pharmacy.team.add.intro')}
      trigger={<Dialog.Trigger className={buttonClass('primary')}>{t('pharmacy.team.add.button')}</Dialog.Trigger>}
    >
      <AddForm
        onDone={(message) => {
          setOpen(false);
          onDone(message);
        }}
      />
    </FormDialog>
  );
}

function AddForm({ onDone }: { onDone(message: string): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const { form, submit, status, field } = useProfileForm<z.input<typeof addApprenantForm>>(
    addApprenantForm,
    { email: '', firstName: '', lastName: '' },
    async (body) => {
      const answer = await api.call(addApprenant, { body });
      onDone(answer.message);
      return answer.message;
    },
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {status?.tone === 'error' && <FormAlert>{status.text}</FormAlert>}
      <TextField label={t('pharmacy.team.add.email')} type="email" autoComplete="off" error={errors.email?.message} {...field('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('pharmacy.team.add.firstName')} autoComplete="off" error={errors.firstName?.message} {...field('firstName')} />
        <TextField label={t('pharmacy.team.add.lastName')} autoComplete="off" error={errors.lastName?.message} {...field('lastName')} />
      </div>
      <SelectField label={t('pharmacy.team.add.function')} error={errors.function?.message} {...field('function')}>
        <option value="">{t('pharmacy.team.add.functionChoose')}</option>
        {USER_FUNCTIONS.map((fn) => (
          <option key={fn} value={fn}>
            {t(`user.function.${fn}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap justify-end gap-3">
        <CancelButton disabled={isSubmitting} />
        <SubmitButton loading={isSubmitting} loadingText={t('pharmacy.team.sending')}>
          {t('pharmacy.team.add.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

export function MailDialog({ member, onDone }: { member: TeamMember & { id: number }; onDone(message: string): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = fullName(member);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      testId="team-mail-dialog"
      title={t('pharmacy.team.mail.title', { name })}
      description={t('pharmacy.team.mail.intro')}
      trigger={
        <Dialog.Trigger className={buttonClass('ghost', 'text-sm')} aria-label={t('pharmacy.team.mail.buttonFor', { name })}>
          {t('pharmacy.team.mail.button')}
        </Dialog.Trigger>
      }
    >
      <MailForm
        id={member.id}
        onDone={(message) => {
          setOpen(false);
          onDone(message);
        }}
      />
    </FormDialog>
  );
}

function MailForm({ id, onDone }: { id: number; onDone(message: string): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const { form, submit, status, field } = useProfileForm<z.input<typeof sendEmailForm>>(sendEmailForm, { subject: '', message: '' }, async (body) => {
    const answer = await api.call(sendEmailToApprenant, { params: { id }, body });
    onDone(answer.message);
    return answer.message;
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {status?.tone === 'error' && <FormAlert>{status.text}</FormAlert>}
      <TextField label={t('pharmacy.team.mail.subject')} error={errors.subject?.message} {...field('subject')} />
      <TextAreaField label={t('pharmacy.team.mail.message')} error={errors.message?.message} {...field('message')} />
      <div className="flex flex-wrap justify-end gap-3">
        <CancelButton disabled={isSubmitting} />
        <SubmitButton loading={isSubmitting} loadingText={t('pharmacy.team.sending')}>
          {t('pharmacy.team.mail.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Assigning trainings of the pharmacy's catalogue to the learners chosen in the list; the answer per learner stays shown. */
export function AssignDialog({ members, trainings, onDone }: { members: (TeamMember & { id: number })[]; trainings: AssignableTraining[]; onDone(message: string): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<Attribution[] | null>(null);
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return needle ? trainings.filter((c) => c.name.toLocaleLowerCase().includes(needle)) : trainings;
  }, [search, trainings]);
  const nameOf = (id: number) => fullName(members.find((m) => m.id === id) ?? { firstName: '', lastName: '', email: String(id) });
  const trainingOf = (id: number) => trainings.find((c) => c.id === id)?.name ?? String(id);

  function change(next: boolean) {
    setOpen(next);
    if (!next) {
      setPicked([]);
      setResults(null);
      setError(null);
      setSearch('');
    }
  }

  async function assign() {
    if (picked.length === 0) {
      setError(t('pharmacy.team.validation.noTraining'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const answer = await api.call(attributeApprenants, { body: { apprenantIds: members.map((m) => m.id), trainingIds: picked } });
      setResults(answer.data);
      onDone(answer.message);
    } catch (failure) {
      setError(mapApiErrors(failure, [], t('errors.anErrorOccurred')).form);
    } finally {
      setPending(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      testId="team-assign-dialog"
      title={t('pharmacy.team.assign.title')}
      description={t('pharmacy.team.assign.intro', { count: members.length })}
      trigger={
        <Dialog.Trigger className={buttonClass('secondary')} disabled={members.length === 0} aria-describedby={members.length === 0 ? 'team-assign-hint' : undefined}>
          {t('pharmacy.team.assign.button', { count: members.length })}
        </Dialog.Trigger>
      }
    >
      {results ? (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col gap-2 text-sm" data-testid="team-assign-results">
            {results.map((r) => (
              <li key={`${r.apprenantId}-${r.trainingId}`} className="rounded-md bg-neutral-50 p-2">
                <span className="font-semibold">{nameOf(r.apprenantId)}</span> — {trainingOf(r.trainingId)} :{' '}
                {r.outcome === 'refused' ? t(`pharmacy.team.assign.refused.${r.reason ?? 'typeNotServed'}`) : t(`pharmacy.team.assign.outcome.${r.outcome}`)}
              </li>
            ))}
          </ul>
          <div className="flex justify-end">
            <Dialog.Close className={buttonClass('primary')}>{t('pharmacy.team.close')}</Dialog.Close>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {error && <FormAlert>{error}</FormAlert>}
          <TextField label={t('pharmacy.team.assign.search')} name="training-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          <fieldset className="max-h-72 overflow-y-auto rounded-md border border-neutral-200 p-2">
            <legend className="px-1 text-sm font-semibold text-neutral-900">{t('pharmacy.team.assign.trainings')}</legend>
            {shown.length === 0 && <p className="p-2 text-sm text-neutral-700">{t('pharmacy.team.assign.none')}</p>}
            {shown.map((c) => (
              <Choice
                key={c.id}
                type="checkbox"
                label={c.name}
                checked={picked.includes(c.id)}
                onChange={(e) => setPicked((now) => (e.target.checked ? [...now, c.id] : now.filter((id) => id !== c.id)))}
              />
            ))}
          </fieldset>
          <div className="flex flex-wrap justify-end gap-3">
            <CancelButton disabled={pending} />
            <Button loading={pending} loadingText={t('pharmacy.team.sending')} onClick={() => void assign()}>
              {t('pharmacy.team.assign.submit')}
            </Button>
          </div>
        </div>
      )}
    </FormDialog>
  );
}
