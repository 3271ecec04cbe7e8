import { z } from 'zod';
import { AUDIT_ACTIONS } from '@app/domain/admin/audit';
import { defineContract } from '../contract.ts';
import { emptyToUndefined } from '../query.ts';
import { pageQuery } from '../content/scope.ts';
import { pageOf } from '../page.ts';
import { adminDay } from './day.ts';

/**
 * The back-office's audit log (issue 17 part 10; ours, spec §7 has no call for it): the changes administrators made on
 * this platform, newest first, filtered by action, by who, and by a period of local days (Europe/Paris), a page at a
 * time. 401 for a guest, 403 for whoever is not an administrator.
 */

export const auditLogQuery = pageQuery.extend({
  action: z.preprocess(emptyToUndefined, z.enum(AUDIT_ACTIONS).optional()),
  userId: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional()),
  from: z.preprocess(emptyToUndefined, adminDay.optional()),
  to: z.preprocess(emptyToUndefined, adminDay.optional()),
});

const auditChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  /** Who, by name (kept when their account is gone) and id (null then). */
  actor: z.object({ id: z.number().nullable(), name: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.string(),
  /** The fields that changed, before and after (the domain's auditChanges). */
  changes: z.array(auditChangeSchema),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const listAuditLog = defineContract({
  method: 'GET',
  path: '/api/admin/auditLog',
  changesState: false,
  query: z.strictObject(auditLogQuery.shape),
  data: pageOf(auditEntrySchema).extend({
    /** Whoever appears in this platform's log, for the filter. */
    actors: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
  errors: [401, 403, 422],
  summary: 'The changes administrators made on this platform, newest first, filtered and paginated.',
});
