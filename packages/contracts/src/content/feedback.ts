import { z } from 'zod';
import { FEEDBACK_COMMENT_MAX } from '@app/domain/content/feedback';
import { defineContract } from '../contract.ts';
import { optionalText } from './form-fields.ts';

/** Feedback on a training through the single-use link of an e-mail; an unknown, foreign or expired link is a 404. */
const tokenParams = z.strictObject({ token: z.string().min(1).max(200) });

export const getFeedbackTarget = defineContract({
  method: 'GET',
  path: '/api/feedback/:token',
  changesState: false,
  params: tokenParams,
  data: z.object({ training: z.object({ name: z.string(), type: z.string(), slug: z.string() }), used: z.boolean() }),
  errors: [404],
});

export const feedbackForm = z.strictObject({
  rating: z.number('validation.rating').int('validation.rating').min(1, 'validation.rating').max(5, 'validation.rating'),
  comment: optionalText(FEEDBACK_COMMENT_MAX).optional(),
});
export type FeedbackForm = z.infer<typeof feedbackForm>;

/** 410 once the link has been used. */
export const giveFeedback = defineContract({
  method: 'POST',
  path: '/api/feedback/:token',
  changesState: true,
  params: tokenParams,
  body: feedbackForm,
  data: z.null(),
  errors: [404, 410],
});
