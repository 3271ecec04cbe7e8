import { sql, type SQL } from 'drizzle-orm';
import type { DashboardData } from '@app/contracts/pharmacy/dashboard';
import type { Db } from '@app/db/client';
import { todayInParis } from '@app/domain/identity/session-user';
import { BEHIND_LIMIT, behindOn, dashboardYears, fillMonths, sortBehind, type BehindReason } from '@app/domain/pharmacy/dashboard';
import { centsToEuros } from '@app/domain/shop/prices';
import { TIME_ZONE } from '@app/domain/platform/locales';

export interface DashboardScope {
  accountId: number;
  platformId: number;
}

type Rows<R> = Promise<R[]>;
const rowsOf = async <R>(query: Promise<unknown>): Rows<R> => (await query as { rows: R[] }).rows;

/** The team: the account's active learners (issue 15 part 2 deactivates those who left). */
const team = (accountId: number) =>
  sql`team as (select user_id from memberships where account_id = ${accountId} and role = 'learner' and active)`;

const parisMonth = (column: SQL) => sql`extract(month from ${column} at time zone ${TIME_ZONE})::int`;

interface EnrolmentRow { user_id: string | null; month: number | null; by_learner: number; completed: number; in_progress: number; not_started: number; points: number }
interface SecondsRow { user_id: string | null; month: number | null; by_learner: number; seconds: number }
interface SpendRow { month: number; cents: number }
interface LearnerRow { id: string; first_name: string; last_name: string }
interface PlannedRow { activity_id: string; user_id: string; training: string; start_date: string; finish_date: string; started: boolean }

/**
 * Every figure of the dashboard, each aggregated by the database in one statement over the whole team (grouping sets
 * give the by-learner and by-month sums of one scan): five statements whatever the team's size.
 */
export async function pharmacyDashboard(db: Db, scope: DashboardScope, year: number | undefined, now = new Date()): Promise<DashboardData> {
  const today = todayInParis(now);
  const thisYear = Number(today.slice(0, 4));
  const shown = year ?? thisYear;
  // The year's bounds as instants, given as constants (a zone conversion in the query would run for every row):
  // midnight of 1 January in Paris, always winter time there (UTC+1).
  const from = sql`${`${shown - 1}-12-31T23:00:00Z`}::timestamptz`;
  const to = sql`${`${shown}-12-31T23:00:00Z`}::timestamptz`;
  const { accountId, platformId } = scope;

  // The enrolments under the pharmacy's account (as the team list counts them), as they stood at the year's end (today
  // for this year); those completed before the year are not counted.
  // Points by the spec §3 History rule (@app/domain/learning/points historyPoints): the rounded scores plus the
  // training's points, summed here so that a team of thousands is not read row by row.
  const enrolmentRows = rowsOf<EnrolmentRow>(db.execute(sql`
    with ${team(accountId)},
    e as (
      select e.user_id, e.status = 'completed' and coalesce(e.completed_at, e.updated_at) < ${to} as done,
        case when e.status = 'completed' and coalesce(e.completed_at, e.updated_at) < ${to} then ${parisMonth(sql`coalesce(e.completed_at, e.updated_at)`)} end as month,
        e.started_at is not null and e.started_at < ${to} as started,
        round(coalesce(e.initial_score, 0)) + round(coalesce(e.final_score, 0)) + t.points as points
      from enrolments e join team using (user_id) join trainings t on t.id = e.training_id
      where e.account_id = ${accountId} and e.status <> 'unsubscribed' and e.enrolled_at < ${to}
        and not (e.status = 'completed' and coalesce(e.completed_at, e.updated_at) < ${from})
    )
    select user_id, month, grouping(user_id) = 0 as by_learner,
      (count(*) filter (where done))::int as completed,
      (count(*) filter (where not done and started))::int as in_progress,
      (count(*) filter (where not done and not started))::int as not_started,
      coalesce(sum(points) filter (where done), 0)::int as points
    from e group by grouping sets ((user_id), (month))`));

  // Time really spent: the seconds the tracking credited (heartbeats and the other events) in those enrolments, by
  // when they were credited.
  const secondsRows = rowsOf<SecondsRow>(db.execute(sql`
    with ${team(accountId)}
    select user_id, month, grouping(user_id) = 0 as by_learner, sum(seconds)::int as seconds
    from (
      select te.user_id, ${parisMonth(sql`te.occurred_at`)} as month, te.seconds
      from tracking_events te join team on team.user_id = te.user_id join enrolments e on e.id = te.enrolment_id and e.account_id = ${accountId}
      where te.occurred_at >= ${from} and te.occurred_at < ${to} and te.seconds > 0
    ) credited
    group by grouping sets ((user_id), (month))`));

  const spendRows = rowsOf<SpendRow>(db.execute(sql`
    select month, sum(cents)::int as cents from (
      select ${parisMonth(sql`paid_at`)} as month, total_with_vat_cents as cents
      from orders where account_id = ${accountId} and status = 'paid' and paid_at >= ${from} and paid_at < ${to}
    ) paid group by month`));

  const learnerRows = rowsOf<LearnerRow>(db.execute(sql`
    with ${team(accountId)}
    select id, first_name, last_name from users join team on team.user_id = users.id order by last_name, first_name, id`));

  // Behind is today's state, on the plans in force: their started activities not completed by the learner.
  const plannedRows = rowsOf<PlannedRow>(db.execute(sql`
    with ${team(accountId)}
    select a.id as activity_id, au.user_id, t.name as training, a.start_date::text, a.finish_date::text,
      coalesce(e.started_at is not null or e.seconds_spent > 0, false) as started
    from training_plans p
      join training_plan_activities a on a.plan_id = p.id
      join training_plan_activity_users au on au.activity_id = a.id
      join team on team.user_id = au.user_id
      join trainings t on t.id = a.training_id
      left join enrolments e on e.user_id = au.user_id and e.training_id = a.training_id and e.platform_id = ${platformId} and e.status <> 'unsubscribed'
    where p.account_id = ${accountId} and p.start_date <= ${today} and p.end_date >= ${today} and a.start_date <= ${today}
      and e.status is distinct from 'completed'
    order by a.finish_date, a.id`));

  const [enrolled, seconds, spend, learners, planned] = await Promise.all([enrolmentRows, secondsRows, spendRows, learnerRows, plannedRows]);

  const byLearner = <R extends { user_id: string | null; by_learner: number | boolean }>(rows: R[]) =>
    new Map(rows.filter((r) => r.by_learner).map((r) => [Number(r.user_id), r]));
  const byMonth = <R extends { month: number | null; by_learner: number | boolean }>(rows: R[]) => rows.filter((r) => !r.by_learner && r.month !== null);
  const enrolledBy = byLearner(enrolled);
  const secondsBy = byLearner(seconds);

  const learnerFigures = learners.map((l) => {
    const e = enrolledBy.get(Number(l.id));
    return {
      id: Number(l.id),
      firstName: l.first_name,
      lastName: l.last_name,
      completed: e?.completed ?? 0,
      inProgress: e?.in_progress ?? 0,
      notStarted: e?.not_started ?? 0,
      seconds: secondsBy.get(Number(l.id))?.seconds ?? 0,
      points: e?.points ?? 0,
    };
  });

  const monthly = new Map<number, { completed: number; points: number; seconds: number; spend: number }>();
  const monthOf = (month: number) => monthly.get(month) ?? monthly.set(month, { completed: 0, points: 0, seconds: 0, spend: 0 }).get(month)!;
  for (const r of byMonth(enrolled)) Object.assign(monthOf(r.month!), { completed: r.completed, points: r.points });
  for (const r of byMonth(seconds)) monthOf(r.month!).seconds = r.seconds;
  for (const r of spend) monthOf(r.month).spend = centsToEuros(r.cents);
  const months = fillMonths([...monthly].map(([month, v]) => ({ month, ...v })), { completed: 0, points: 0, seconds: 0, spend: 0 });

  const names = new Map(learnerFigures.map((l) => [l.id, l]));
  const behindBy = new Map<number, { activityId: number; training: string; startDate: string; finishDate: string; reason: BehindReason; since: string }[]>();
  for (const row of planned) {
    const late = behindOn({ startDate: row.start_date, finishDate: row.finish_date }, { completed: false, started: row.started }, today);
    if (!late) continue;
    const userId = Number(row.user_id);
    const list = behindBy.get(userId) ?? behindBy.set(userId, []).get(userId)!;
    list.push({ activityId: Number(row.activity_id), training: row.training, startDate: row.start_date, finishDate: row.finish_date, ...late });
  }
  const behindAll = sortBehind(
    [...behindBy].map(([id, activities]) => {
      const l = names.get(id)!;
      return { id, firstName: l.firstName, lastName: l.lastName, name: `${l.lastName} ${l.firstName}`, activities };
    }),
  );
  const behind = behindAll.slice(0, BEHIND_LIMIT).map(({ name: _, ...l }) => l);

  const sum = (pick: (l: (typeof learnerFigures)[number]) => number) => learnerFigures.reduce((s, l) => s + pick(l), 0);
  return {
    year: shown,
    years: dashboardYears(thisYear),
    totals: {
      learners: learnerFigures.length,
      completed: sum((l) => l.completed),
      inProgress: sum((l) => l.inProgress),
      notStarted: sum((l) => l.notStarted),
      seconds: sum((l) => l.seconds),
      points: sum((l) => l.points),
      spend: centsToEuros(spend.reduce((s, r) => s + r.cents, 0)),
    },
    months,
    learners: learnerFigures,
    behind,
    behindTotal: behindAll.length,
  };
}
