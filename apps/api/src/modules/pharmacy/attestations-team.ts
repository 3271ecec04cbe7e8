import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { attestations } from '@app/db/schema/attestations';
import { enrolments } from '@app/db/schema/enrolments';
import { memberships } from '@app/db/schema/memberships';
import { users } from '@app/db/schema/users';
import { TIME_ZONE } from '@app/domain/platform/locales';
import type { TeamAttestation, TeamLearner, teamAttestationsQuery } from '@app/contracts/pharmacy/attestations';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { followedAsProgramme, itemOf } from '../learning/attestation-list.ts';
import type { Learner } from '../learning/enrolment-record.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';

/**
 * Who and what belongs to the team (docs/decisions.md "Team attestations and history export"): the pharmacy's learners,
 * active or deactivated (their history stays the pharmacy's), and of each what they did in it: an enrolment under the
 * pharmacy's account, or under no account; one under another account (another pharmacy, a shop account) is not shown.
 */
export interface Team {
  accountId: number;
  platformId: number;
}

export const teamOf = (caller: PharmacyCaller): Team => ({ accountId: caller.account.id, platformId: caller.platformId });

/** The join of a membership to its user that keeps the team's learners. */
export const teamMember = (team: Team) =>
  and(eq(memberships.userId, users.id), eq(memberships.accountId, team.accountId), eq(memberships.role, 'learner'), eq(users.platformId, team.platformId));

/** The enrolments a learner followed in the pharmacy. */
export const doneInPharmacy = (team: Team) => and(eq(enrolments.platformId, team.platformId), or(eq(enrolments.accountId, team.accountId), isNull(enrolments.accountId)));

export const learnerName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

/** The team's learners, by last then first name. */
export async function teamLearners(db: Db, team: Team): Promise<TeamLearner[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, active: memberships.active })
    .from(memberships)
    .innerJoin(users, teamMember(team))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: learnerName(r), active: r.active }));
}

const completedAt = sql`((${attestations.snapshot}->>'completedAt')::timestamptz at time zone ${sql.raw(`'${TIME_ZONE}'`)})`;
const completedYear = sql<number>`extract(year from ${completedAt})::int`.mapWith(Number);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Query = z.output<typeof teamAttestationsQuery>;

function filtersOf(query: Query): (SQL | undefined)[] {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  return [
    query.learnerId ? eq(attestations.userId, query.learnerId) : undefined,
    query.year ? sql`${completedYear} = ${query.year}` : undefined,
    query.type ? sql`${attestations.snapshot}->>'trainingType' = ${query.type}` : undefined,
    pattern ? or(ilike(sql`${attestations.snapshot}->>'trainingName'`, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)) : undefined,
  ];
}

/** A page of the team's attestations, the latest first, with the filters' choices. */
export async function listTeamAttestations(db: Db, team: Team, query: Query) {
  const scope = and(eq(attestations.platformId, team.platformId), doneInPharmacy(team));
  const where = and(scope, ...filtersOf(query));
  const [rows, [{ total }], years, learners] = await Promise.all([
    db
      .select({ attestation: attestations, trainingId: enrolments.trainingId, dpcProgramme: followedAsProgramme, user: { id: users.id, firstName: users.firstName, lastName: users.lastName }, active: memberships.active })
      .from(attestations)
      .innerJoin(enrolments, eq(enrolments.id, attestations.enrolmentId))
      .innerJoin(users, eq(users.id, attestations.userId))
      .innerJoin(memberships, teamMember(team))
      .where(where)
      .orderBy(desc(attestations.issuedAt), desc(attestations.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: count() })
      .from(attestations)
      .innerJoin(enrolments, eq(enrolments.id, attestations.enrolmentId))
      .innerJoin(users, eq(users.id, attestations.userId))
      .innerJoin(memberships, teamMember(team))
      .where(where),
    db
      .selectDistinct({ year: completedYear })
      .from(attestations)
      .innerJoin(enrolments, eq(enrolments.id, attestations.enrolmentId))
      .innerJoin(users, eq(users.id, attestations.userId))
      .innerJoin(memberships, teamMember(team))
      .where(scope)
      .orderBy(desc(completedYear)),
    teamLearners(db, team),
  ]);
  const items: TeamAttestation[] = rows.map((r) => ({ ...itemOf(r.attestation, r.trainingId, r.dpcProgramme), learner: { id: r.user.id, name: learnerName(r.user), active: r.active } }));
  return { items, total, page: query.page, perPage: query.perPage, learners, years: years.map((y) => y.year) };
}

/**
 * The learner who earned the attestation of this enrolment in the pharmacy, and their name; 404 for any other (another
 * pharmacy's learner, an enrolment under another account, no attestation), so the learning module's own checks follow.
 */
export async function attestationHolder(db: Db, team: Team, enrolmentId: number): Promise<{ learner: Learner; name: string }> {
  const [row] = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(attestations)
    .innerJoin(enrolments, eq(enrolments.id, attestations.enrolmentId))
    .innerJoin(users, eq(users.id, attestations.userId))
    .innerJoin(memberships, teamMember(team))
    .where(and(eq(attestations.enrolmentId, enrolmentId), eq(attestations.platformId, team.platformId), doneInPharmacy(team)));
  if (!row) throw new AppError('NOT_FOUND', 'attestation.notFound');
  return { learner: { userId: row.userId, platformId: team.platformId }, name: learnerName(row) };
}
