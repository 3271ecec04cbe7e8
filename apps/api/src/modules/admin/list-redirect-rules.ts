import { asc, eq } from 'drizzle-orm';
import type { RedirectRuleView } from '@app/contracts/admin/redirect-rules';
import type { Db, Tx } from '@app/db/client';
import { redirectRules, type RedirectRule } from '@app/db/schema/redirect-rules';
import type { AdminCaller } from './admin-caller.ts';

/** A rule as the back-office shows it (and the audit log records it). */
export const redirectRuleView = ({ id, fromPath, toPath, toUrl, statusCode }: RedirectRule): RedirectRuleView => ({ id, fromPath, toPath, toUrl, statusCode });

/** The platform's redirect rules, by source path. */
export async function listRedirectRules(db: Db | Tx, caller: Pick<AdminCaller, 'platformId'>): Promise<RedirectRuleView[]> {
  const rows = await db.select().from(redirectRules).where(eq(redirectRules.platformId, caller.platformId)).orderBy(asc(redirectRules.fromPath), asc(redirectRules.id));
  return rows.map(redirectRuleView);
}
