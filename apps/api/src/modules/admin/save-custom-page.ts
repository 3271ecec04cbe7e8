import { and, eq, ne } from 'drizzle-orm';
import type { BodyOf } from '@app/contracts/contract';
import type { saveCustomPage as saveCustomPageContract } from '@app/contracts/admin/custom-pages';
import type { Db } from '@app/db/client';
import { customPages, type CustomPage } from '@app/db/schema/custom-pages';
import { richTextToPlain, sanitizeRichText } from '@app/domain/content/rich-text';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import type { AdminCaller } from './admin-caller.ts';
import { recordAudit } from './audit-record.ts';
import { customPageView } from '../content/custom-page-view.ts';

type CustomPageInput = BodyOf<typeof saveCustomPageContract>;

const refused = (caller: AdminCaller, field: string, key: MessageKey) =>
  new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: { [field]: [translate(caller.lang, key)] } });

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Creates a page (no `id`) or replaces one of the administrator's platform, in one of the platform's languages (`langs`).
 * The body is sanitised (scripts, event handlers and javascript: URLs go) and must keep some text; the slug is unique
 * per platform and language. The options sent are merged into the stored ones (a banner or call to action stays).
 * Null when `id` names no page of the platform.
 */
export async function saveCustomPage(db: Db, caller: AdminCaller, langs: readonly Lang[], input: CustomPageInput): Promise<CustomPage | null> {
  if (!langs.includes(input.lang)) throw refused(caller, 'lang', 'admin.pages.validation.lang');
  const bodyHtml = sanitizeRichText(input.bodyHtml);
  if (richTextToPlain(bodyHtml) === '') throw refused(caller, 'bodyHtml', 'admin.pages.validation.bodyEmpty');
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: customPages.id })
        .from(customPages)
        .where(
          and(
            eq(customPages.platformId, caller.platformId),
            eq(customPages.lang, input.lang),
            eq(customPages.slug, input.slug),
            input.id === undefined ? undefined : ne(customPages.id, input.id),
          ),
        );
      if (taken) throw refused(caller, 'slug', 'admin.pages.validation.slugTaken');
      const fields = { title: input.title, slug: input.slug, lang: input.lang, bodyHtml, startDate: input.startDate, endDate: input.endDate };
      let before: CustomPage | undefined;
      let after: CustomPage;
      if (input.id === undefined) {
        [after] = await tx.insert(customPages).values({ ...fields, platformId: caller.platformId, options: input.options }).returning();
      } else {
        [before] = await tx
          .select()
          .from(customPages)
          .where(and(eq(customPages.id, input.id), eq(customPages.platformId, caller.platformId)))
          .for('update');
        if (!before) return null;
        [after] = await tx
          .update(customPages)
          .set({ ...fields, options: { ...before.options, ...input.options }, updatedAt: new Date() })
          .where(eq(customPages.id, before.id))
          .returning();
      }
      await recordAudit(tx, caller, {
        action: 'customPage.save',
        subject: `${after.lang}/${after.slug}`,
        before: before ? customPageView(before) : null,
        after: customPageView(after),
      });
      return after;
    });
  } catch (error) {
    // Two administrators saving the same new slug at once: the second meets the unique constraint.
    if (isUniqueViolation(error)) throw refused(caller, 'slug', 'admin.pages.validation.slugTaken');
    throw error;
  }
}
