import { z } from 'zod';
import { defineContract } from '../contract.ts';

/** A message of the embedded outbox, for an administrator trying the mails of their platform without SMTP. */
const outboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});

/** The latest mails of the administrator's platform, newest first; a 404 when mail goes out through SMTP. */
export const getOutbox = defineContract({
  method: 'GET',
  path: '/api/admin/outbox',
  changesState: false,
  query: z.strictObject({
    to: z.string().max(254).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  data: z.array(outboxMessage),
  errors: [401, 403, 404],
});
