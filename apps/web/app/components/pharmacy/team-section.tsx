/**
 * The pharmacy's team (issue 15 part 2, spec §2 tableau-de-bord, §7 "Referent"): the members and pending invitations
 * with their progress, searched and filtered through the URL, a page at a time; adding a learner, assigning trainings
 * to the chosen ones, e-mailing one, switching one off or on. Read again when the account's contacts event arrives
 * (another tab or manager changed the team).
 */
import { useState } from 'react';
import {
  Form,
  Link,
  useLocation,
  useRevalidator,
} from 'react-router';
import { toggleApprenantActive, type TeamMember } from '@app/contracts/pharmacy/team';
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
import { useLiveEvent } from '../realtime/live-updates.tsx';
import { buttonClass } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { FormAlert, SelectField, TextField } from '../ui/fields.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { AddDialog, AssignDialog, MailDialog, fullName } from './team-dialogs.tsx';
import type { TeamData } from './team-loader.server.ts';


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
