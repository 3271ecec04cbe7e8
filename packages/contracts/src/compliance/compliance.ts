import { z } from 'zod';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { ACTION_TAGS, OBLIGATIONS } from '@app/domain/compliance/rule-sets';
import { defineContract } from '../contract.ts';

const day = z.iso.date();

/** A training of the catalogue that would close a gap, with what this learner would pay once funded. */
const suggestionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  type: z.enum(TRAINING_TYPES),
  /** Euros excluding VAT, as the catalogue shows them. */
  priceHT: z.number(),
  priceAfterFunding: z.number(),
});

/** One obligation evaluated today (@app/domain/compliance/evaluate): what counts, what is missing, what would close it. */
export const complianceObligationSchema = z.object({
  code: z.string(),
  obligation: z.enum(OBLIGATIONS),
  version: z.number(),
  source: z.string(),
  period: z.object({ start: day, end: day }),
  status: z.enum(['met', 'missing', 'atRisk']),
  daysLeft: z.number(),
  counted: z.array(z.object({ title: z.string(), completedOn: day })),
  /** Declared actions of the period awaiting verification (issue 19 part 2): they will count once verified. */
  pending: z.array(z.object({ title: z.string(), completedOn: day })),
  /** The requirements of the closest path still short: `shortfall` more actions (or kinds, with `distinct`) carrying one of `tags`. */
  missing: z.array(z.object({ tags: z.array(z.enum(ACTION_TAGS)), distinct: z.boolean(), shortfall: z.number() })),
  suggestions: z.array(suggestionSchema),
});
export type ComplianceObligationView = z.infer<typeof complianceObligationSchema>;

/**
 * Issue 19 part 3 `GET /api/user/compliance`: the signed-in pharmacist's continuing-education obligations of the
 * platform's country (none in Spain). `registrationAssumed`: the registration date with the Ordre is not known, so the
 * certification's cycle is the one of those registered before 2023 (the learner sets it, issue 19 part 2).
 */
export const getCompliance = defineContract({
  method: 'GET',
  path: '/api/user/compliance',
  changesState: false,
  data: z.object({ obligations: z.array(complianceObligationSchema), registrationAssumed: z.boolean() }),
  errors: [401],
});
