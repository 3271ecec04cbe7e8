import { z } from 'zod';
import { FUNDINGS } from '@app/domain/catalogue/fundings';
import { USER_FUNCTIONS } from '@app/domain/identity/session-user';
import { OBLIGATIONS } from '@app/domain/compliance/rule-sets';
import { COCKPIT_PAGE_SIZE } from '@app/domain/compliance/team';
import { defineContract } from '../contract.ts';
import { emptyToUndefined } from '../query.ts';
import { pageOf } from '../page.ts';

/**
 * Issue 19 part 4, the owner's cockpit (ours; docs/decisions.md "the owner's cockpit"): the team of the pharmacy in use
 * (its active learners) against their continuing-education obligations, and what each funder paid or is asked to pay
 * this year with what is left of the pharmacy's budgets. Answers 401 to a guest and 403 to whoever does not manage the
 * account in use; only this pharmacy's learners appear.
 */
const REFERENT = '/api/user/referent';
const day = z.iso.date();
const status = z.enum(['met', 'missing', 'atRisk']);

export const cockpitQuerySchema = z.strictObject({
  /** Learners whose worst obligation has this status (met: every obligation met). */
  status: z.preprocess(emptyToUndefined, status.optional()),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
});
export type CockpitQuery = z.infer<typeof cockpitQuerySchema>;

/** One obligation of a learner: its status today, the days left in its period, and how many actions its closest path lacks. */
const cellSchema = z.object({ code: z.string(), status, daysLeft: z.number().int(), shortfall: z.number().int() });

const cockpitLearnerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  function: z.enum(USER_FUNCTIONS).nullable(),
  /** The worst of their obligations' statuses. */
  status,
  obligations: z.array(cellSchema),
});
export type CockpitLearner = z.infer<typeof cockpitLearnerSchema>;

export const funderBudgetSchema = z.object({
  funder: z.enum(FUNDINGS),
  /** pharmacy: a yearly budget of the pharmacy (OPCO, FUNDAE); perProfessional: an envelope per pharmacist (ANDPC, FIF-PL). */
  cap: z.enum(['pharmacy', 'perProfessional']),
  usedCents: z.number().int(),
  budgetCents: z.number().int().nullable(),
  leftCents: z.number().int().nullable(),
});

export const cockpitSchema = z.object({
  today: day,
  /** The obligations of the platform's country, in order (none in Spain: no obligation is invented). */
  obligations: z.array(z.object({ code: z.string(), obligation: z.enum(OBLIGATIONS), source: z.string(), period: z.object({ start: day, end: day }) })),
  /** The registration dates with the Ordre are not known: certification cycles are those of pharmacists registered before 2023. */
  registrationAssumed: z.boolean(),
  summary: z.object({
    learners: z.number().int(),
    compliant: z.number().int(),
    missing: z.number().int(),
    atRisk: z.number().int(),
    obligations: z.array(z.object({ code: z.string(), met: z.number().int(), missing: z.number().int(), atRisk: z.number().int() })),
  }),
  /** The learners with an obligation at risk (the nearest deadline first; at most AT_RISK_LIMIT, the summary counts them all). */
  atRisk: z.array(cockpitLearnerSchema),
  /** The team, worst first, filtered by `status`, COCKPIT_PAGE_SIZE a page. */
  learners: pageOf(cockpitLearnerSchema),
  funding: z.object({ year: z.number().int(), funders: z.array(funderBudgetSchema) }),
});
export type CockpitData = z.infer<typeof cockpitSchema>;

export const getCockpit = defineContract({
  method: 'GET',
  path: `${REFERENT}/compliance`,
  changesState: false,
  query: cockpitQuerySchema,
  data: cockpitSchema,
  errors: [401, 403],
  summary: `The team's continuing-education obligations (${COCKPIT_PAGE_SIZE} learners a page, worst first) and the funders' budgets of the year.`,
});

export const opcoBudgetForm = z.strictObject({
  year: z.number('compliance.cockpit.validation.year').int('compliance.cockpit.validation.year').min(2000, 'compliance.cockpit.validation.year').max(2100, 'compliance.cockpit.validation.year'),
  /** The year's budget granted by the OPCO, in euros. */
  budget: z.number('compliance.cockpit.validation.budget').nonnegative('compliance.cockpit.validation.budget').max(10_000_000, 'compliance.cockpit.validation.budget'),
});
export type OpcoBudgetInput = z.infer<typeof opcoBudgetForm>;

export const saveOpcoBudget = defineContract({
  method: 'PUT',
  path: `${REFERENT}/compliance/opco-budget`,
  changesState: true,
  body: opcoBudgetForm,
  data: z.object({ year: z.number().int(), budgetCents: z.number().int() }),
  errors: [401, 403, 422],
  summary: "Saves the pharmacy's OPCO budget of a year (France).",
});
