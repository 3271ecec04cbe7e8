import { z } from 'zod';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { defineContract } from '../contract.ts';

/**
 * The learner's personal training plan (spec §3 "Training plan", §4 rows and 12-month span, §7 "User"
 * `trainingPlan`; issue 13 part 5; docs/decisions.md "Personal training plan"): the current plan of the account in
 * use with the activities assigned to the learner, plus their own enrolments and booked sessions; without a plan,
 * the calendar year. Dates are Paris-zone ISO strings (`2026-03-01T00:00:00+01:00`).
 */
const parisIso = z.string();

/** Where an activity comes from: the account's plan, an enrolment of the learner, or a session they booked. */
export const PLAN_ACTIVITY_SOURCES = ['plan', 'enrolment', 'session'] as const;
export type PlanActivitySource = (typeof PLAN_ACTIVITY_SOURCES)[number];

export const planActivity = z.object({
  /** Unique in the answer: `<source>-<id>` (the keys of `users`). */
  id: z.string(),
  source: z.enum(PLAN_ACTIVITY_SOURCES),
  training: z.object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(TRAINING_TYPES),
    /** The detail page's slug; null when the training is not offered on this platform. */
    slug: z.string().nullable(),
  }),
  /** The session's name when the activity is a face-to-face, virtual-class or webinar session. */
  sessionName: z.string().nullable(),
  startDate: parisIso,
  finishDate: parisIso,
  /** First and last month column of the bar (0 = the plan's first month), clipped to the displayed span. */
  fromDate: z.number().int().nonnegative(),
  toDate: z.number().int().nonnegative(),
  /** Timeline line (0-based): activities whose month spans overlap never share one (spec §4). */
  row: z.number().int().nonnegative(),
});
export type PlanActivity = z.infer<typeof planActivity>;

export const historyPlan = z.object({
  Id: z.number().int(),
  name: z.string().nullable(),
  startDate: parisIso,
  endDate: parisIso,
  /** How many of its activities were assigned to the learner. */
  activities: z.number().int().nonnegative(),
});
export type HistoryPlan = z.infer<typeof historyPlan>;

export const trainingPlanData = z.object({
  /** The account's current plan; null when the learner sees their calendar year (no current plan). */
  Id: z.number().int().nullable(),
  name: z.string().nullable(),
  startDate: parisIso,
  /** The displayed end: at least 12 months from the start (spec §4, §9). */
  endDate: parisIso,
  /** The plan's own end (equal to endDate unless the plan is shorter than 12 months). */
  plannedEndDate: parisIso,
  /** The month columns, `YYYY-MM`, from the start's month to the displayed end's. */
  months: z.array(z.string()),
  activities: z.array(planActivity),
  /** Activity ids keyed by user id (the learner alone here; a referent's plan lists every learner). */
  users: z.record(z.string(), z.array(z.string())),
  /** The account's earlier plans (ended before today), newest first. */
  historyPlans: z.array(historyPlan),
});
export type TrainingPlanData = z.infer<typeof trainingPlanData>;

export const getTrainingPlan = defineContract({
  method: 'GET',
  path: '/api/user/trainingPlan',
  changesState: false,
  data: trainingPlanData,
  errors: [401],
});
