import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { catalogCourseSchema } from '../catalogue/catalog.ts';

const fromTraining = z.object({ id: z.number(), name: z.string() });

/** Why a training is suggested (@app/domain/profile/suggestions: kinds that new signals extend). */
export const suggestionReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('completed'), training: fromTraining }),
  z.object({ kind: z.literal('following'), training: fromTraining }),
  z.object({ kind: z.literal('bookmarked'), training: fromTraining }),
  z.object({ kind: z.literal('planned') }),
  z.object({ kind: z.literal('function'), function: z.string() }),
]);
export type SuggestionReasonView = z.infer<typeof suggestionReasonSchema>;

/** Spec §7 `GET /api/user/getPersonalizedSuggestions`: catalogue courses for the learner, each with its reason. */
export const getPersonalizedSuggestions = defineContract({
  method: 'GET',
  path: '/api/user/getPersonalizedSuggestions',
  changesState: false,
  data: z.object({ suggestions: z.array(z.object({ course: catalogCourseSchema, reason: suggestionReasonSchema })) }),
  errors: [401],
});
