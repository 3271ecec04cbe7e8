import { z } from 'zod';
import { defineContract } from '../contract.ts';

const faqSection = z.object({
  id: z.number(),
  title: z.string(),
  order: z.number(),
  /** `answerHtml` is sanitised by the API (allow-listed tags only). */
  questions: z.array(z.object({ id: z.number(), question: z.string(), answerHtml: z.string(), order: z.number() })),
});
export type FaqSection = z.infer<typeof faqSection>;

/** Spec §3 FAQ: visible sections and questions in the caller's language; the funding FAQ exists on Spanish hosts only. */
export const getFaq = defineContract({
  method: 'GET',
  path: '/api/faq',
  changesState: false,
  query: z.object({ kind: z.enum(['general', 'bonificacion']).default('general') }),
  data: z.object({ sections: z.array(faqSection) }),
  errors: [404],
});
