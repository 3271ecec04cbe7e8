/**
 * The pharmacy's team (issue 15 part 2, spec §2 tableau-de-bord, §7 "Referent"): the members and pending invitations
 * with their progress, searched and filtered through the URL, a page at a time; adding a learner, assigning trainings
 * to the chosen ones, e-mailing one, switching one off or on. Read again when the account's contacts event arrives
 * (another tab or manager changed the team).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Form, Link, useLocation, useRevalidator } from 'react-router';
import { Dialog } from 'radix-ui';
import type { z } from 'zod';
import {
  addApprenant,
  addApprenantForm,
  attributeApprenants,
  sendEmailForm,
  sendEmailToApprenant,
  toggleApprenantActive,
  type AssignableTraining,
  type Attribution,
  type TeamMember,
} from '@app/contracts/pharmacy/team';
import { USER_FUNCTIONS } from '@app/domain/identity/session-user';
import { TEAM_STATUSES } from '@app/domain/pharmacy/team';
import { pageCount } from '@app/domain/platform/pagination';
import type { Lang } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { EVENT_NAMES, accountChannel } from '@app/domain/realtime/realtime-channels';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { mapApiErrors } from '../../lib/form-errors.ts';
import { useSessionUser } from '../../lib/session-context.tsx';
import { isBuilt } from '../../route-registrations.ts';
import { useProfileForm } from '../profile/use-profile-form.ts';
import { useLiveEvent } from '../realtime/live-updates.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Choice, FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '../ui/fields.tsx';
import { Pagination } from '../ui/pagination.tsx';
import type { TeamData } from './team-loader.server.ts';

const fullName = (m: Pick<TeamMember, 'firstName' | 'lastName' | 'email'>) => `${m.firstName} ${m.lastName}`.trim() || m.email;

export function TeamSection({ team, lang }: { team: TeamData; lang: Lang }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const revalidator = useRevalidator();
  const location = useLocation();
  const [selected, setSelected] = useState<number[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const accountId = user?.userData.currentAccountId ?? null;
  useLiveEvent(accountId === null ? null : accountChannel(accountId), EVENT_NAMES.contacts, () => void revalidator.revalidate());

  const { page, query, trainings } = team;
  const selectable = page.items.filter((m): m is TeamMember & { id: number } => m.id !== null && m.status === 'active');
  // Only what this page still shows stays chosen (after a filter, a page change or someone switched off).
  const chosen = selected.filter((id) => selectable.some((m) => m.id === id));
  const filtered = Boolean(query.q || query.status || query.function);
  const done = (message: string) => {
    setNotice(message);
    void revalidator.revalidate();
  };

  return (
    <section aria-labelledby="team-heading" className="flex flex-col gap-4" data-testid="team-section">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="team-heading" className="text-xl font-semibold text-neutral-900">
            {t('pharmacy.team.heading')}
          </h2>
          <p className="text-sm text-neutral-700">{t('pharmacy.team.count', { count: page.total })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <AssignDialog members={selectable.filter((m) => chosen.includes(m.id))} trainings={trainings} onDone={done} />
          <AddDialog onDone={done} />
        </div>
        {chosen.length === 0 && selectable.length > 0 && (
          <p id="team-assign-hint" className="w-full text-sm text-neutral-700">
            {t('pharmacy.team.assign.hint')}
          </p>
        )}
      </div>
      <div role="status" aria-live="polite">
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
      </div>
      <Filters key={location.search} query={query} />
      {page.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 p-6 text-neutral-800" data-testid="team-empty">
          {t(filtered ? 'pharmacy.team.noMatch' : 'pharmacy.team.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-labelledby="team-heading">
          {page.items.map((member) => (
            <MemberRow
              key={member.id ?? `i${member.invitationId}`}
              member={member}
              chosen={member.id !== null && chosen.includes(member.id)}
              onChoose={(on) => member.id !== null && setSelected((now) => (on ? [...now, member.id!] : now.filter((id) => id !== member.id)))}
              onDone={done}
            />
          ))}
        </ul>
      )}
      <Pagination page={page.page} pageCount={pageCount(page.total, page.perPage)} search={location.search} />
      {isBuilt('gestion-ma-pharmacie-contrat') && (
        <p className="text-sm text-neutral-700">
          {t('pharmacy.team.contractHint')}{' '}
          <Link className="font-semibold underline" to={buildPath('gestion-ma-pharmacie-contrat', lang)}>
            {t('pharmacy.tabs.contract')}
          </Link>
        </p>
      )}
    </section>
  );
}

/** Search and filters: a GET form, so the URL carries them (shareable, back button, no script needed). */
function Filters({ query }: { query: TeamData['query'] }) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" aria-label={t('pharmacy.team.filters.label')} className="grid gap-3 rounded-lg border border-neutral-200 bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
      <TextField label={t('pharmacy.team.filters.q')} name="q" type="search" defaultValue={query.q ?? ''} />
      <SelectField label={t('pharmacy.team.filters.status')} name="status" defaultValue={query.status ?? ''}>
        <option value="">{t('pharmacy.team.filters.all')}</option>
        {TEAM_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`pharmacy.team.status.${s}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('pharmacy.team.filters.function')} name="function" defaultValue={query.function ?? ''}>
        <option value="">{t('pharmacy.team.filters.all')}</option>
        {USER_FUNCTIONS.map((fn) => (
          <option key={fn} value={fn}>
            {t(`user.function.${fn}`)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClass('secondary')}>
        {t('pharmacy.team.filters.submit')}
      </button>
    </Form>
  );
}

const STATUS_TONES = { active: 'bg-green-100 text-green-900', deactivated: 'bg-neutral-200 text-neutral-900', invited: 'bg-amber-100 text-amber-950' } as const;

function MemberRow({ member, chosen, onChoose, onDone }: { member: TeamMember; chosen: boolean; onChoose(on: boolean): void; onDone(message: string): void }) {
  const { t } = useTranslation();
  const name = fullName(member);
  const share = member.enrolled === 0 ? 0 : Math.round((member.completed / member.enrolled) * 100);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4 sm:flex-row sm:items-center" data-testid="team-member">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {member.id !== null && member.status === 'active' ? (
          <input
            type="checkbox"
            checked={chosen}
            onChange={(e) => onChoose(e.target.checked)}
            aria-label={t('pharmacy.team.choose', { name })}
            className="mt-1 size-5 shrink-0 accent-neutral-900"
          />
        ) : (
          <span className="size-5 shrink-0" aria-hidden="true" />
        )}
        <div className="min-w-0">
          <p className="font-semibold break-words text-neutral-900">{name}</p>
          <p className="text-sm break-all text-neutral-700">{member.email}</p>
          <p className="mt-1 flex flex-wrap gap-2 text-xs">
            <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_TONES[member.status]}`}>{t(`pharmacy.team.status.${member.status}`)}</span>
            {member.role !== 'learner' && <span className="rounded-full bg-neutral-100 px-2 py-0.5 font-semibold text-neutral-900">{t(`pharmacy.team.role.${member.role}`)}</span>}
            {member.function && <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-neutral-900">{t(`user.function.${member.function}`)}</span>}
          </p>
        </div>
      </div>
      {member.status !== 'invited' && (
        <div className="sm:w-56">
          <div className="h-2 overflow-hidden rounded-full bg-neutral-200" aria-hidden="true">
            <div className="h-full bg-primary-dark" style={{ width: `${share}%` }} />
          </div>
          <p className="mt-1 text-xs text-neutral-800" data-testid="team-progress">
            {t('pharmacy.team.progress', { completed: member.completed, enrolled: member.enrolled, inProgress: member.inProgress })}
          </p>
        </div>
      )}
      {member.id !== null && (
        <div className="flex flex-wrap gap-2">
          <MailDialog member={member as TeamMember & { id: number }} onDone={onDone} />
          {member.canToggle && <ToggleButton member={member as TeamMember & { id: number }} onDone={onDone} />}
        </div>
      )}
    </li>
  );
}

function ToggleButton({ member, onDone }: { member: TeamMember & { id: number }; onDone(message: string): void }) {
  const { t } = useTranslation();
  const api = useBrowserApi();
  const [error, setError] = useState<string | null>(null);
  const name = fullName(member);
  const isActive = member.status !== 'active';
  const key = isActive ? 'reactivate' : 'deactivate';
  async function toggle() {
    setError(null);
    try {
      onDone((await api.call(toggleApprenantActive, { body: { contactId: member.id, isActive } })).message);
    } catch (failure) {
      setError(mapApiErrors(failure, [], t('errors.anErrorOccurred')).form);
    }
  }
  return (
    <>
      <ConfirmDialog
        trigger={t(`pharmacy.team.${key}.button`)}
        triggerClassName={buttonClass(isActive ? 'secondary' : 'ghost', 'text-sm')}
        title={t(`pharmacy.team.${key}.title`, { name })}
        text={t(`pharmacy.team.${key}.text`, { name })}
        cancel={t('pharmacy.team.cancel')}
        confirm={t(`pharmacy.team.${key}.confirm`)}
        onConfirm={() => void toggle()}
      />
      {error && <FormAlert>{error}</FormAlert>}
    </>
  );
}

/** A dialog with its trigger; `open` is the caller's, so a successful form closes it. */
function TeamDialog({ open, onOpenChange, trigger, title, description, children, testId }: {
  open: boolean;
  onOpenChange(open: boolean): void;
  trigger: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="text-xl font-bold text-neutral-900">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2 text-neutral-800">{description}</Dialog.Description>}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CancelButton({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog.Close type="button" disabled={disabled} className={buttonClass('secondary')}>
      {t('pharmacy.team.cancel')}
    </Dialog.Close>
  );
}

function AddDialog({ onDone }: { onDone(message: string): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <TeamDialog
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
    </TeamDialog>
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

function MailDialog({ member, onDone }: { member: TeamMember & { id: number }; onDone(message: string): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = fullName(member);
  return (
    <TeamDialog
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
    </TeamDialog>
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
function AssignDialog({ members, trainings, onDone }: { members: (TeamMember & { id: number })[]; trainings: AssignableTraining[]; onDone(message: string): void }) {
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
    <TeamDialog
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
    </TeamDialog>
  );
}
