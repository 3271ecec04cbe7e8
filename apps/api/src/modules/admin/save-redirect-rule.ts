import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { redirectRuleBody, RedirectRuleView } from '@app/contracts/admin/redirect-rules';
import type { Db, Tx } from '@app/db/client';
import { redirectRules } from '@app/db/schema/redirect-rules';
import { createsRedirectLoop, isExternalTarget, isLocalTarget, isRedirectSource, normalizeRulePath } from '@app/domain/admin/redirect-rules';
import { AppError } from '../../errors/app-error.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';
import { listRedirectRules, redirectRuleView } from './list-redirect-rules.ts';

type RuleInput = z.output<typeof redirectRuleBody>;

/** The advisory lock's first key: the redirect rules of a platform (the second key). */
const REDIRECT_LOCK = 7_203_117;

/** The rule of this platform with that id, locked for the change; 404 for any other. */
export async function lockedRule(tx: Tx, caller: AdminCaller, id: number): Promise<RedirectRuleView> {
  const [row] = await tx
    .select()
    .from(redirectRules)
    .where(and(eq(redirectRules.id, id), eq(redirectRules.platformId, caller.platformId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'admin.redirectRules.notFound');
  return redirectRuleView(row);
}

/**
 * The rule as stored, once checked against the platform's others: a source outside the API and the back-office that
 * no other rule takes, a local site path or an https URL as target, and no circle through the rules. Every refusal is
 * beside its field, together.
 */
async function checkedRule(tx: Tx, caller: AdminCaller, input: RuleInput, id?: number) {
  const fromPath = normalizeRulePath(input.fromPath);
  const local = input.target === 'local';
  const toPath = local ? normalizeRulePath(input.toPath ?? '') : null;
  const toUrl = local ? null : (input.toUrl ?? '');
  const errors: Record<string, MessageKey> = {};
  if (!isRedirectSource(fromPath)) errors.fromPath = 'admin.redirectRules.fromPath';
  if (toPath !== null && !isLocalTarget(toPath)) errors.toPath = 'admin.redirectRules.toPath';
  if (toUrl !== null && !isExternalTarget(toUrl)) errors.toUrl = 'admin.redirectRules.toUrl';
  // Every rule of the platform, read under a lock so two administrators cannot close a circle between them.
  await tx.execute(sql`select pg_advisory_xact_lock(${REDIRECT_LOCK}::int, ${caller.platformId}::int)`);
  const others = (await listRedirectRules(tx, caller)).filter((rule) => rule.id !== id);
  if (!errors.fromPath && others.some((rule) => normalizeRulePath(rule.fromPath) === fromPath)) errors.fromPath = 'admin.redirectRules.fromPathTaken';
  if (!errors.fromPath && !errors.toPath && createsRedirectLoop(others, { fromPath, toPath })) errors.toPath = 'admin.redirectRules.loop';
  if (Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', {
      errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [translate(caller.lang, key)]])),
    });
  }
  return { fromPath, toPath, toUrl, statusCode: input.statusCode };
}

/** Adds a redirect rule to the platform, recorded in the audit log with it. */
export async function createRedirectRule(db: Db, caller: AdminCaller, input: RuleInput): Promise<RedirectRuleView> {
  return db.transaction(async (tx) => {
    const rule = await checkedRule(tx, caller, input);
    const [row] = await tx.insert(redirectRules).values({ platformId: caller.platformId, ...rule }).returning();
    const after = redirectRuleView(row);
    await recordAudit(tx, caller, { action: 'redirectRule.create', subject: after.fromPath, before: null, after: { ...after } });
    return after;
  });
}

/** Changes a redirect rule of the platform (404 for another's), recorded before and after. */
export async function updateRedirectRule(db: Db, caller: AdminCaller, id: number, input: RuleInput): Promise<RedirectRuleView> {
  return db.transaction(async (tx) => {
    const before = await lockedRule(tx, caller, id);
    const rule = await checkedRule(tx, caller, input, id);
    const [row] = await tx.update(redirectRules).set(rule).where(eq(redirectRules.id, id)).returning();
    const after = redirectRuleView(row);
    await recordAudit(tx, caller, { action: 'redirectRule.update', subject: after.fromPath, before: { ...before }, after: { ...after } });
    return after;
  });
}
