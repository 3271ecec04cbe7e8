import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AssignableTraining, TeamMember, TeamPage, TeamQuery } from '@app/contracts/pharmacy/team';
import type { Db } from '@app/db/client';
import { offeredWhere } from '@app/db/offered';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import type { UserFunction } from '@app/domain/identity/session-user';
import { SUBSCRIBABLE_TYPES } from '@app/domain/learning/flow-types';
import { canToggleMember, TEAM_PAGE_SIZE, type TeamStatus } from '@app/domain/pharmacy/team';
import { clampPage, pageOffset } from '@app/domain/platform/pagination';
import type { PharmacyCaller } from './pharmacy-caller.ts';

interface Row {
  id: string | null;
  invitation_id: string | null;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  function: UserFunction | null;
  role: TeamMember['role'];
  status: TeamStatus;
  total: string;
  enrolled: string;
  completed: string;
  in_progress: string;
}

/** Everyone in the account (any role, active or not) and the invitations to it still pending, in one shape. */
function teamOf(accountId: number): SQL {
  return sql`
    select m.id, null::bigint as invitation_id, u.id as user_id, u.first_name, u.last_name, u.email, u.function, m.role,
           case when m.active then 'active' else 'deactivated' end as status
    from memberships m join users u on u.id = m.user_id
    where m.account_id = ${accountId}
    union all
    select null, t.id, null, coalesce(t.data->>'firstName', ''), coalesce(t.data->>'lastName', ''), t.email, t.data->>'function', 'learner', 'invited'
    from one_time_tokens t
    where t.purpose = 'invitation' and t.account_id = ${accountId} and t.used_at is null and t.expires_at > now()`;
}

/** `%text%` for ILIKE, its own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The pharmacy's team, one page of it (issue 15 part 2): its members (any role, active or deactivated) and the
 * invitations still pending, searched by name or e-mail and filtered by status and function, each with its progress
 * in the trainings followed under this account. One statement: the page is cut first, then only its rows' enrolments
 * are counted (memberships and enrolments are indexed by account and user), so a group of 2,000 stays fast.
 */
export async function listTeam(db: Db, caller: PharmacyCaller, query: TeamQuery): Promise<TeamPage> {
  const accountId = caller.account.id;
  const filters = [
    query.q ? sql`(f.first_name || ' ' || f.last_name ilike ${contains(query.q)} or f.last_name || ' ' || f.first_name ilike ${contains(query.q)} or f.email ilike ${contains(query.q)})` : undefined,
    query.status ? sql`f.status = ${query.status}` : undefined,
    query.function ? sql`f.function = ${query.function}` : undefined,
  ].filter((f) => f !== undefined);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const page = query.page;
  const result = await db.execute(sql`
    with team as (${teamOf(accountId)}),
    shown as (
      select f.*, count(*) over () as total from team f ${where}
      order by lower(f.last_name), lower(f.first_name), f.email, f.id
      limit ${TEAM_PAGE_SIZE} offset ${pageOffset(page, TEAM_PAGE_SIZE)}
    )
    select s.*, coalesce(p.enrolled, 0) as enrolled, coalesce(p.completed, 0) as completed, coalesce(p.in_progress, 0) as in_progress
    from shown s
    left join lateral (
      select count(*) filter (where e.status <> 'unsubscribed') as enrolled,
             count(*) filter (where e.status = 'completed') as completed,
             count(*) filter (where e.status = 'active') as in_progress
      from enrolments e where e.user_id = s.user_id and e.account_id = ${accountId}
    ) p on true
    order by lower(s.last_name), lower(s.first_name), s.email, s.id`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const total = rows.length ? Number(rows[0].total) : await countTeam(db, accountId, where);
  return {
    items: rows.map((r) => ({
      id: r.id === null ? null : Number(r.id),
      invitationId: r.invitation_id === null ? null : Number(r.invitation_id),
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      function: r.function,
      role: r.role,
      status: r.status,
      enrolled: Number(r.enrolled),
      completed: Number(r.completed),
      inProgress: Number(r.in_progress),
      canToggle: r.user_id !== null && canToggleMember({ userId: Number(r.user_id), role: r.role }, caller.user.id),
    })),
    total,
    page: clampPage(page, total, TEAM_PAGE_SIZE),
    perPage: TEAM_PAGE_SIZE,
  };
}

/** A page past the end is empty: the count then comes on its own (only in that case). */
async function countTeam(db: Db, accountId: number, where: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*) as total from (${teamOf(accountId)}) f ${where}`);
  return Number((result as unknown as { rows: { total: string }[] }).rows[0].total);
}

/**
 * The trainings the pharmacy may assign: the offers of the catalogue it sees (platform, language) that a learner
 * follows at their own pace; a live or DPC training needs the learner's own choice of a session (docs/decisions.md).
 */
export async function listAssignableTrainings(db: Db, caller: PharmacyCaller): Promise<AssignableTraining[]> {
  return db
    .select({ id: trainingOffers.id, name: trainings.name, type: trainings.type })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(and(offeredWhere({ platformId: caller.platformId, lang: caller.lang }), inArray(trainings.type, [...SUBSCRIBABLE_TYPES])))
    .orderBy(asc(trainings.name));
}
