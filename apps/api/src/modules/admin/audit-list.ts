import { and, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditLogQuery } from '@app/contracts/admin/audit';
import type { Db } from '@app/db/client';
import { auditEntries } from '@app/db/schema/audit-entries';
import { auditChanges } from '@app/domain/admin/audit';
import { pageOffset } from '@app/domain/platform/pagination';
import type { AdminCaller } from './admin-caller.ts';
import { periodBounds } from './period.ts';

type AuditLogQuery = z.output<typeof auditLogQuery>;

/**
 * The platform's audit log, newest first, filtered by action, by who and by Paris days (both included); a period
 * ending before it starts is refused beside `to`.
 */
export async function listAuditLog(db: Db, caller: AdminCaller, query: AuditLogQuery) {
  const filters: SQL[] = [eq(auditEntries.platformId, caller.platformId)];
  if (query.action) filters.push(eq(auditEntries.action, query.action));
  if (query.userId) filters.push(eq(auditEntries.userId, query.userId));
  const { start, end } = periodBounds(caller.lang, query.from, query.to);
  if (start) filters.push(gte(auditEntries.at, start));
  if (end) filters.push(lt(auditEntries.at, end));
  const where = and(...filters);
  const [rows, [{ total }], actors] = await Promise.all([
    db.select().from(auditEntries).where(where).orderBy(desc(auditEntries.at), desc(auditEntries.id)).limit(query.perPage).offset(pageOffset(query.page, query.perPage)),
    db.select({ total: sql<number>`count(*)::int` }).from(auditEntries).where(where),
    db
      .selectDistinctOn([auditEntries.userId], { id: auditEntries.userId, name: auditEntries.actorName })
      .from(auditEntries)
      .where(and(eq(auditEntries.platformId, caller.platformId), isNotNull(auditEntries.userId)))
      .orderBy(auditEntries.userId, desc(auditEntries.at)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: { id: row.userId, name: row.actorName },
      action: row.action,
      subject: row.subject,
      changes: auditChanges(row.before, row.after),
    })),
    total,
    page: query.page,
    perPage: query.perPage,
    actors: actors.map((a) => ({ id: a.id!, name: a.name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
