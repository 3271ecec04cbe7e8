import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PlanActivitySource, TrainingPlanData } from '@app/contracts/profile/training-plan';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { sessionBookings } from '@app/db/schema/session-bookings';
import { sessionDates } from '@app/db/schema/session-dates';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainingPlanActivities } from '@app/db/schema/training-plan-activities';
import { trainingPlanActivityUsers } from '@app/db/schema/training-plan-activity-users';
import { trainingPlans } from '@app/db/schema/training-plans';
import { trainings } from '@app/db/schema/trainings';
import { todayInParis } from '@app/domain/identity/session-user';
import { calendarYearOf, currentAndHistory, displayedSpan, layoutRows, meetsSpan, parisDateOf, parisIsoDate } from '@app/domain/profile/training-plan';

export interface PlanLearner {
  userId: number;
  platformId: number;
  /** The account in use; null: no account plan, only the learner's own activities. */
  accountId: number | null;
}

interface Dated {
  id: string;
  source: PlanActivitySource;
  training: { id: number; name: string; type: TrainingPlanData['activities'][number]['training']['type']; slug: string | null };
  sessionName: string | null;
  startDate: string;
  finishDate: string;
}

/** The slug of the training's offer on the learner's platform (null when not offered there). */
const offerSlug = (platformId: number) =>
  sql<string | null>`(select ${trainingOffers.slug} from ${trainingOffers} where ${trainingOffers.trainingId} = ${trainings.id} and ${trainingOffers.platformId} = ${platformId} and ${trainingOffers.isPublished} limit 1)`;

const trainingColumns = (platformId: number) => ({ id: trainings.id, name: trainings.name, type: trainings.type, slug: offerSlug(platformId) });

/** The activities of a plan assigned to the learner. */
async function assignedActivities(db: Db, learner: PlanLearner, planId: number): Promise<Dated[]> {
  const rows = await db
    .select({
      id: trainingPlanActivities.id,
      training: trainingColumns(learner.platformId),
      sessionName: faceToFaceSessions.name,
      startDate: trainingPlanActivities.startDate,
      finishDate: trainingPlanActivities.finishDate,
    })
    .from(trainingPlanActivities)
    .innerJoin(trainingPlanActivityUsers, eq(trainingPlanActivityUsers.activityId, trainingPlanActivities.id))
    .innerJoin(trainings, eq(trainings.id, trainingPlanActivities.trainingId))
    .leftJoin(faceToFaceSessions, eq(faceToFaceSessions.id, trainingPlanActivities.sessionId))
    .where(and(eq(trainingPlanActivities.planId, planId), eq(trainingPlanActivityUsers.userId, learner.userId)))
    .orderBy(asc(trainingPlanActivities.startDate), asc(trainingPlanActivities.id));
  return rows.map((r) => ({ ...r, id: `plan-${r.id}`, source: 'plan' }));
}

/** The learner's confirmed sessions, from their first to their last day, and the enrolments they belong to. */
async function bookedSessions(db: Db, learner: PlanLearner): Promise<{ sessions: Dated[]; enrolmentIds: Set<number> }> {
  const lastDay = sql<string>`coalesce((select max(${sessionDates.date}) from ${sessionDates} where ${sessionDates.sessionId} = ${faceToFaceSessions.id}), ${faceToFaceSessions.startDate})`;
  const rows = await db
    .select({
      id: sessionBookings.id,
      enrolmentId: sessionBookings.enrolmentId,
      training: trainingColumns(learner.platformId),
      sessionName: faceToFaceSessions.name,
      startDate: faceToFaceSessions.startDate,
      finishDate: lastDay,
    })
    .from(sessionBookings)
    .innerJoin(enrolments, eq(enrolments.id, sessionBookings.enrolmentId))
    .innerJoin(faceToFaceSessions, eq(faceToFaceSessions.id, sessionBookings.sessionId))
    .innerJoin(faceToFaces, eq(faceToFaces.id, faceToFaceSessions.faceToFaceId))
    .innerJoin(trainings, eq(trainings.id, faceToFaces.trainingId))
    .where(and(eq(sessionBookings.userId, learner.userId), eq(sessionBookings.status, 'confirmed'), eq(enrolments.platformId, learner.platformId)))
    .orderBy(asc(faceToFaceSessions.startDate), asc(sessionBookings.id));
  return {
    sessions: rows.map(({ enrolmentId: _, ...r }) => ({ ...r, id: `session-${r.id}`, source: 'session' })),
    enrolmentIds: new Set(rows.map((r) => r.enrolmentId)),
  };
}

/** The learner's enrolments (not left) from enrolment to completion, or to today while in progress. */
async function ownEnrolments(db: Db, learner: PlanLearner, today: string, booked: Set<number>): Promise<Dated[]> {
  const rows = await db
    .select({ id: enrolments.id, training: trainingColumns(learner.platformId), enrolledAt: enrolments.enrolledAt, completedAt: enrolments.completedAt })
    .from(enrolments)
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .where(and(eq(enrolments.userId, learner.userId), eq(enrolments.platformId, learner.platformId), ne(enrolments.status, 'unsubscribed')))
    .orderBy(asc(enrolments.enrolledAt), asc(enrolments.id));
  // A live training's enrolment is shown by its booked sessions.
  return rows.filter((r) => !booked.has(r.id)).map((r) => {
    const startDate = parisDateOf(r.enrolledAt.toISOString());
    const end = r.completedAt ? parisDateOf(r.completedAt.toISOString()) : today;
    return { id: `enrolment-${r.id}`, source: 'enrolment', training: r.training, sessionName: null, startDate, finishDate: end < startDate ? startDate : end };
  });
}

/** How many activities of each plan are assigned to the learner. */
async function assignedCounts(db: Db, userId: number, planIds: number[]): Promise<Map<number, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: trainingPlanActivities.planId, count: sql<number>`count(*)::int` })
    .from(trainingPlanActivities)
    .innerJoin(trainingPlanActivityUsers, eq(trainingPlanActivityUsers.activityId, trainingPlanActivities.id))
    .where(and(inArray(trainingPlanActivities.planId, planIds), eq(trainingPlanActivityUsers.userId, userId)))
    .groupBy(trainingPlanActivities.planId);
  return new Map(rows.map((r) => [r.planId, r.count]));
}

/**
 * The learner's personal plan (spec §3, §4; docs/decisions.md "Personal training plan"): the account's current plan
 * with its activities assigned to them, plus their enrolments and confirmed sessions that meet the displayed span
 * (the calendar year without a current plan), laid out in rows by the domain's rule.
 */
export async function trainingPlanOf(db: Db, learner: PlanLearner, now = new Date()): Promise<TrainingPlanData> {
  const today = todayInParis(now);
  const plans = learner.accountId === null
    ? []
    : await db.select().from(trainingPlans).where(eq(trainingPlans.accountId, learner.accountId)).orderBy(desc(trainingPlans.startDate));
  const { current, ended } = currentAndHistory(plans, today);
  const window = current ?? calendarYearOf(today);
  const span = displayedSpan(window.startDate, window.endDate);

  const planned = current ? await assignedActivities(db, learner, current.id) : [];
  const { sessions, enrolmentIds } = await bookedSessions(db, learner);
  const own = [...sessions, ...(await ownEnrolments(db, learner, today, enrolmentIds))].filter((a) => meetsSpan(a, span));
  const activities = layoutRows([...planned, ...own], span).map((a) => ({
    ...a,
    startDate: parisIsoDate(a.startDate),
    finishDate: parisIsoDate(a.finishDate),
  }));
  const counts = await assignedCounts(db, learner.userId, ended.map((p) => p.id));
  return {
    Id: current?.id ?? null,
    name: current?.name ?? null,
    startDate: parisIsoDate(span.startDate),
    endDate: parisIsoDate(span.endDate),
    plannedEndDate: parisIsoDate(window.endDate),
    months: span.months,
    activities,
    users: { [String(learner.userId)]: activities.map((a) => a.id) },
    historyPlans: ended.map((p) => ({
      Id: p.id,
      name: p.name,
      startDate: parisIsoDate(p.startDate),
      endDate: parisIsoDate(p.endDate),
      activities: counts.get(p.id) ?? 0,
    })),
  };
}
