import { z } from 'zod';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { defineContract } from '../contract.ts';

/**
 * Spec §3 "Training plan", §4, §7 "Referent" (issue 16 part 1): the pharmacy's collective plans. Plan days are local
 * Europe/Paris days (`YYYY-MM-DD`) when a plan is created; the plan's answer and an activity's dates travel as
 * Paris-zone ISO strings (`2026-03-01T00:00:00+01:00`). Every call answers 401 to a guest and 403 to whoever does not
 * manage the account in use; another pharmacy's plan, activity or learner is 404. `updateActivity` is ours
 * (docs/decisions.md "Collective plans").
 */
const id = z.number().int().positive();
const localDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'pharmacy.plans.validation.date');
/** A Paris-zone ISO string as the spec sends it; any offset is read back as its Paris day. */
const parisIso = z.iso.datetime({ offset: true, local: false, error: 'pharmacy.plans.validation.date' });

export const planSummarySchema = z.object({
  Id: id,
  name: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  /** How many activities it holds. */
  activities: z.number().int().nonnegative(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const trainingPlansSchema = z.object({
  /** The plan in force (else the next to start) first, then the later ones. */
  plans: z.array(planSummarySchema),
  /** The ended plans, newest first. */
  historyPlans: z.array(planSummarySchema),
});
export type TrainingPlans = z.infer<typeof trainingPlansSchema>;

export const listTrainingPlans = defineContract({
  method: 'GET',
  path: '/api/user/referent/trainingPlans',
  changesState: false,
  data: trainingPlansSchema,
  errors: [401, 403],
});

export const collectiveActivitySchema = z.object({
  id,
  training: z.object({ id, name: z.string(), type: z.enum(TRAINING_TYPES) }),
  startDate: z.string(),
  finishDate: z.string(),
  /** First and last month column (0 = the plan's first month), clipped to the displayed span. */
  fromDate: z.number().int().nonnegative(),
  toDate: z.number().int().nonnegative(),
  /** Line of the whole plan's timeline (spec §4). */
  row: z.number().int().nonnegative(),
});
export type CollectiveActivity = z.infer<typeof collectiveActivitySchema>;

export const planLearnerSchema = z.object({ id, firstName: z.string(), lastName: z.string() });

export const planCollectifSchema = z.object({
  Id: id,
  name: z.string().nullable(),
  startDate: z.string(),
  /** The displayed end: at least 12 months from the start (spec §4, §9). */
  endDate: z.string(),
  /** The plan's own end: activities must fit between its start and this day. */
  plannedEndDate: z.string(),
  months: z.array(z.string()),
  activities: z.array(collectiveActivitySchema),
  /** Keyed by learner (user id): their activities, each with its line on the learner's own timeline. */
  users: z.record(z.string(), z.array(z.object({ id, row: z.number().int().nonnegative() }))),
  /** The active members of the team, by name. */
  learners: z.array(planLearnerSchema),
});
export type PlanCollectif = z.infer<typeof planCollectifSchema>;

export const getPlanCollectif = defineContract({
  method: 'GET',
  path: '/api/user/referent/getPlanCollectif/:id',
  changesState: false,
  params: z.strictObject({ id: z.coerce.number().int().positive() }),
  data: planCollectifSchema,
  errors: [401, 403, 404],
});

export const createTrainingPlanForm = z
  .strictObject({
    name: z.string().trim().min(1, 'validation.required').max(150, 'validation.tooLong'),
    startDate: localDay,
    endDate: localDay,
  })
  .refine((p) => p.endDate >= p.startDate, { path: ['endDate'], message: 'pharmacy.plans.validation.endBeforeStart' });
export type CreateTrainingPlanInput = z.infer<typeof createTrainingPlanForm>;

export const createTrainingPlan = defineContract({
  method: 'POST',
  path: '/api/user/referent/createTrainingPlan',
  changesState: true,
  body: createTrainingPlanForm,
  data: z.object({ Id: id }),
  errors: [401, 403, 422],
});

const activityDates = { startDate: parisIso, endDate: parisIso };

export const createActivityForm = z.strictObject({
  planId: id,
  /** An offer id of the catalogue the pharmacy sees. */
  trainingId: id,
  ...activityDates,
  /** User ids of active members of the team. */
  learnerIds: z.array(id).min(1, 'pharmacy.plans.validation.noLearner').max(500),
});
export type CreateActivityInput = z.infer<typeof createActivityForm>;

export const createActivity = defineContract({
  method: 'POST',
  path: '/api/user/referent/createActivity',
  changesState: true,
  body: createActivityForm,
  data: z.object({ id }),
  errors: [401, 403, 404, 422],
});

export const updateActivityForm = z.strictObject(activityDates);

export const updateActivity = defineContract({
  method: 'PUT',
  path: '/api/user/referent/activity/:id',
  changesState: true,
  params: z.strictObject({ id: z.coerce.number().int().positive() }),
  body: updateActivityForm,
  data: z.object({ id }),
  errors: [401, 403, 404, 422],
  summary: 'Moves an activity of a plan (ours: the timeline moves activities by keyboard and by dragging).',
});
