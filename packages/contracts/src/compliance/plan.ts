import { z } from 'zod';
import { FUNDINGS } from '@app/domain/catalogue/fundings';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { OBLIGATIONS } from '@app/domain/compliance/rule-sets';
import { defineContract } from '../contract.ts';
import { createTrainingPlanForm } from '../pharmacy/plans.ts';

/**
 * Issue 19 part 4, the owner's proposed plan: trainings per learner of the team that close every gap of their
 * continuing-education obligations at a low cost to the pharmacy after funding (@app/domain/compliance/plan), and the
 * call that turns it into a collective plan's activities. Both answer 401 to a guest and 403 to whoever does not manage
 * the account in use. Amounts are euros excluding VAT, as the catalogue shows them.
 */
const id = z.number().int().positive();

/** A training proposed to a learner: its offer, its price, and what its funder pays for that learner. */
const plannedTrainingSchema = z.object({
  offerId: id,
  slug: z.string(),
  name: z.string(),
  type: z.enum(TRAINING_TYPES),
  priceHT: z.number(),
  /** The funder that pays the organisation for this learner, null when the pharmacy pays it all. */
  funder: z.enum(FUNDINGS).nullable(),
  funded: z.number(),
});

export const teamPlanSchema = z.object({
  /** Members with a gap, by name: the trainings proposed and the obligations no training of the catalogue can meet. */
  learners: z.array(
    z.object({
      id,
      firstName: z.string(),
      lastName: z.string(),
      trainings: z.array(plannedTrainingSchema),
      unresolved: z.array(z.enum(OBLIGATIONS)),
    }),
  ),
  /** How many active members the team has (those without a gap are not listed). */
  teamSize: z.number().int().nonnegative(),
  /** What the pharmacy pays once the funders paid their part. */
  cost: z.number(),
  funded: z.array(z.object({ funder: z.enum(FUNDINGS), amount: z.number() })),
  /** The first end of a period the proposed trainings serve (the day they are due), null when nothing is proposed. */
  dueBy: z.iso.date().nullable(),
});
export type TeamPlan = z.infer<typeof teamPlanSchema>;

export const getTeamCompliancePlan = defineContract({
  method: 'GET',
  path: '/api/user/referent/compliance/plan',
  changesState: false,
  data: teamPlanSchema,
  errors: [401, 403],
  summary: 'The proposed plan that brings every member of the team into compliance at a low cost after funding (issue 19 part 4).',
});

/** The most learners one plan takes at once: a group of a few thousand members fits. */
export const PLAN_MAX_LEARNERS = 5_000;

/**
 * The plan as chosen (learners and offers as the plan call returned them), with the collective plan's name and days.
 * Each offer becomes one activity over the whole plan for the learners it was proposed to.
 */
export const createPlanActivitiesForm = createTrainingPlanForm.safeExtend({
  learners: z
    .array(z.strictObject({ learnerId: id, offerIds: z.array(id).min(1).max(50) }))
    .min(1, 'compliance.plan.validation.nothingToPlan')
    .max(PLAN_MAX_LEARNERS),
});
export type CreatePlanActivitiesInput = z.infer<typeof createPlanActivitiesForm>;

/**
 * One action: a collective plan and its activities (another pharmacy's learner is a 404, an offer the platform does
 * not offer a 422). Sent again with the same name and days within minutes, it answers the plan already made
 * (`created: false`) instead of a second one.
 */
export const createPlanActivities = defineContract({
  method: 'POST',
  path: '/api/user/referent/compliance/plan/activities',
  changesState: true,
  body: createPlanActivitiesForm,
  data: z.object({ Id: id, activities: z.number().int().nonnegative(), created: z.boolean() }),
  errors: [401, 403, 404, 422],
  summary: 'Turns the proposed plan into a collective plan with its activities, in one transaction (issue 19 part 4).',
});
