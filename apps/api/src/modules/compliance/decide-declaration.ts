import { and, eq } from 'drizzle-orm';
import type { DeclarationDecision, DeclarationToVerify } from '@app/contracts/compliance/declarations';
import type { Db } from '@app/db/client';
import { complianceDeclarations } from '@app/db/schema/compliance-declarations';
import { outboxMessages } from '@app/db/schema/outbox-messages';
import { platforms } from '@app/db/schema/platforms';
import { users } from '@app/db/schema/users';
import { isUndecided } from '@app/domain/compliance/declarations';
import { langOf } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import type { Mailer } from '../../mail/mailer.ts';
import { translate } from '../../i18n/messages.ts';
import { notify } from '../../realtime/notify.ts';
import type { AdminCaller } from '../admin/admin-caller.ts';
import { recordAudit } from '../admin/audit-record.ts';
import { declarationColumns } from './declaration-view.ts';
import { inScope, type DeclarationScope } from './declaration-scope.ts';
import { learnerColumns, toVerifyView } from './declarations-to-verify.ts';
import { alreadyDecided, declarationNotFound } from './withdraw-declaration.ts';

/** Who decides: the pharmacy's owner or referent, or an administrator (whose decision is audited). */
export interface Decider {
  userId: number;
  name: string;
  admin?: AdminCaller;
}

/**
 * Verifies or refuses a pending declaration within the caller's scope (another pharmacy's or platform's is a 404, one
 * already decided a 409), in one transaction with the learner's notification (its live event refreshes their card),
 * their e-mail (in the platform's language, they have none of their own) and, for an administrator, the audit entry.
 */
export async function decideDeclaration(
  deps: { db: Db; mailer: Mailer },
  scope: DeclarationScope,
  decider: Decider,
  id: number,
  decision: DeclarationDecision,
  origin: string,
  now = new Date(),
): Promise<DeclarationToVerify> {
  const { decided, mailId } = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ declaration: declarationColumns, learner: learnerColumns })
      .from(complianceDeclarations)
      .innerJoin(users, eq(users.id, complianceDeclarations.userId))
      .where(and(eq(complianceDeclarations.id, id), inScope(deps.db, scope)))
      .for('update', { of: complianceDeclarations });
    if (!found) throw declarationNotFound();
    const before = found.declaration;
    if (!isUndecided(before.status)) throw alreadyDecided(before.status as 'verified' | 'refused');
    const reason = decision.decision === 'refused' ? decision.reason : null;
    const [declaration] = await tx
      .update(complianceDeclarations)
      .set({ status: decision.decision, decidedBy: decider.userId, decidedByName: decider.name, decidedAt: now, refusalReason: reason })
      .where(eq(complianceDeclarations.id, id))
      .returning(declarationColumns);

    const learner = { userId: before.userId, platformId: before.platformId };
    await notify(tx, learner, { kind: decision.decision === 'verified' ? 'declarationVerified' : 'declarationRefused', declarationId: id, title: before.title });
    const [platform] = await tx.select({ name: platforms.name, locale: platforms.defaultLocale }).from(platforms).where(eq(platforms.id, before.platformId));
    const lang = langOf(platform.locale);
    const params = { firstName: found.learner.firstName, title: before.title, decidedBy: decider.name, reason: reason ?? '', url: `${origin}${buildPath('profile-index', lang)}`, platform: platform.name };
    const [mail] = await tx
      .insert(outboxMessages)
      .values({
        platformId: before.platformId,
        toAddress: found.learner.email,
        subject: translate(lang, `mail.declaration.${decision.decision}.subject`, params),
        textBody: translate(lang, `mail.declaration.${decision.decision}.text`, params),
        htmlBody: null,
      })
      .returning({ id: outboxMessages.id });

    if (decider.admin) {
      await recordAudit(tx, decider.admin, {
        action: decision.decision === 'verified' ? 'complianceDeclaration.verify' : 'complianceDeclaration.refuse',
        subject: `${before.title} (${found.learner.email})`,
        before: { status: before.status },
        after: { status: declaration.status, refusalReason: reason },
      });
    }
    return { decided: toVerifyView({ declaration, learner: found.learner }), mailId: mail.id };
  });
  await deps.mailer.deliver(mailId);
  return decided;
}
