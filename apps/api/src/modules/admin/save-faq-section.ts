import { and, eq } from 'drizzle-orm';
import type { AdminFaqSection, faqSectionFields } from '@app/contracts/admin/faq';
import type { Db } from '@app/db/client';
import { faqSections } from '@app/db/schema/faq-sections';
import { nextOrder } from '@app/domain/admin/ordering';
import type { z } from 'zod';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';
import { kindAllowed, ownSection, sectionState, sectionView } from './faq-scope.ts';

/**
 * Creates a section (`new`: in the host language, last of its FAQ) or updates one of the platform's; null when the
 * section is not the platform's or its kind does not exist on this host.
 */
export async function saveFaqSection(
  db: Db,
  caller: AdminCaller,
  id: number | 'new',
  fields: z.output<typeof faqSectionFields>,
): Promise<AdminFaqSection | null> {
  if (!kindAllowed(caller, fields.kind)) return null;
  return db.transaction(async (tx) => {
    const before = id === 'new' ? undefined : await ownSection(tx, caller, id);
    if (id !== 'new' && !before) return null;
    let saved;
    if (before) {
      [saved] = await tx.update(faqSections).set({ ...fields, updatedAt: new Date() }).where(eq(faqSections.id, before.id)).returning();
    } else {
      const siblings = await tx
        .select({ order: faqSections.order })
        .from(faqSections)
        .where(and(eq(faqSections.platformId, caller.platformId), eq(faqSections.lang, caller.lang), eq(faqSections.kind, fields.kind)));
      [saved] = await tx
        .insert(faqSections)
        .values({ ...fields, platformId: caller.platformId, lang: caller.lang, order: nextOrder(siblings.map((s) => s.order)) })
        .returning();
    }
    await recordAudit(tx, caller, { action: 'faq.section.save', subject: saved.title, before: sectionState(before), after: sectionState(saved) });
    return sectionView(saved);
  });
}
