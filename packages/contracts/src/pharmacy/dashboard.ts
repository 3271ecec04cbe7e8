import { z } from 'zod';
import { defineContract } from '../contract.ts';

/**
 * The pharmacy's dashboard (issue 15 part 5, spec §7 Referent `dashboard`): for the team's active learners, in the
 * chosen year (Europe/Paris), their enrolments' completion, the time the tracking credited, the points earned (spec §3
 * History rule) and the pharmacy's paid orders, by learner and by month; and who is behind their plan today.
 */
const id = z.number().int().positive();

export const dashboardQuery = z.strictObject({ year: z.coerce.number().int().min(2000).max(2100).optional() });

/** Enrolments at the year's end (today for this year): completed in the year, started and not completed, not started. */
const completion = { completed: z.number(), inProgress: z.number(), notStarted: z.number() };

export const dashboardMonthSchema = z.object({
  month: z.number().int().min(1).max(12),
  /** Enrolments completed in the month. */
  completed: z.number(),
  seconds: z.number(),
  points: z.number(),
  /** Paid orders of the pharmacy, euros with VAT. */
  spend: z.number(),
});

export const dashboardLearnerSchema = z.object({ id, firstName: z.string(), lastName: z.string(), ...completion, seconds: z.number(), points: z.number() });

export const behindLearnerSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  activities: z.array(
    z.object({
      activityId: id,
      training: z.string(),
      startDate: z.string(),
      finishDate: z.string(),
      reason: z.enum(['overdue', 'lateStart']),
      /** The Paris day since which the learner is behind on it. */
      since: z.string(),
    }),
  ),
});

export const dashboardSchema = z.object({
  year: z.number(),
  years: z.array(z.number()),
  totals: z.object({ learners: z.number(), ...completion, seconds: z.number(), points: z.number(), spend: z.number() }),
  months: z.array(dashboardMonthSchema),
  learners: z.array(dashboardLearnerSchema),
  /** The learners behind their plan, the most late first (at most BEHIND_LIMIT of @app/domain/pharmacy/dashboard). */
  behind: z.array(behindLearnerSchema),
  /** How many learners are behind in all. */
  behindTotal: z.number(),
});
export type DashboardData = z.infer<typeof dashboardSchema>;

export const dashboard = defineContract({
  method: 'GET',
  path: '/api/user/referent/dashboard',
  changesState: false,
  query: dashboardQuery,
  data: dashboardSchema,
  errors: [401, 403],
  summary: "The pharmacy's dashboard for a year: completion, time, points, spend, learners behind their plan",
});
