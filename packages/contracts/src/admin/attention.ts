import { z } from 'zod';
import { defineContract } from '../contract.ts';

/**
 * What needs an administrator's attention on this platform (issue 17 part 1; ours): the orders waiting for their
 * cheque, the future sessions about to fill (packages/domain/src/admin/attention.ts), the quiz feedback of the last
 * days. Each list holds the first few; its count is the whole.
 */
export const attentionSchema = z.object({
  cheques: z.object({
    count: z.number(),
    items: z.array(z.object({ reference: z.string(), buyer: z.string(), totalWithVat: z.number(), createdAt: z.string() })),
  }),
  sessions: z.object({
    count: z.number(),
    items: z.array(
      z.object({
        id: z.number(),
        training: z.string(),
        city: z.string().nullable(),
        startDate: z.string(),
        seatsLeft: z.number(),
        maxParticipants: z.number(),
        waiting: z.number(),
      }),
    ),
  }),
  feedback: z.object({
    count: z.number(),
    /** The mean rating of those (1–5), null without any. */
    averageRating: z.number().nullable(),
  }),
});
export type Attention = z.infer<typeof attentionSchema>;

export const getAttention = defineContract({
  method: 'GET',
  path: '/api/admin/attention',
  changesState: false,
  data: attentionSchema,
  errors: [401, 403],
  summary: 'What needs an administrator’s attention: cheques to record, sessions about to fill, recent quiz feedback.',
});
