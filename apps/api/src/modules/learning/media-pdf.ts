import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { moduleContents } from '@app/db/schema/module-contents';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { getPdfFile, type StepProgress } from '@app/contracts/learning/media';
import { linkExpired, linkExpiry, linkSubject } from '@app/domain/learning/media-link';
import { AppError } from '../../errors/app-error.ts';
import type { MediaStep } from './media-step.ts';
import { completeStep } from './media-video-flow.ts';
import { recordProgress } from './progress.ts';

/** Signs pdf links with a key of their own, derived from the app key, so a link never exposes what signs sessions. */
export function pdfLinkSigner(appKey: string) {
  const key = createHmac('sha256', appKey).update('pdf-links').digest();
  const sign = (moduleId: number, expires: number) => createHmac('sha256', key).update(linkSubject(moduleId, expires)).digest('base64url');
  return {
    /** The link to a module's document, working without cookies until its expiry. */
    link(moduleId: number, now = new Date()): { url: string; expiresAt: string } {
      const expires = linkExpiry(now);
      const query = new URLSearchParams({ expires: String(expires), signature: sign(moduleId, expires) });
      return { url: `${API_PREFIX}${pathOf(getPdfFile, { id: moduleId })}?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
    },
    /** 403 for a signature that is not ours (a changed module or expiry), then 410 once expired. */
    check(moduleId: number, expires: number, signature: string, now = new Date()): void {
      const expected = Buffer.from(sign(moduleId, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('FORBIDDEN', 'media.errors.linkInvalid');
      if (linkExpired(expires, now)) throw new AppError('GONE', 'media.errors.linkExpired');
    },
  };
}

export type PdfLinkSigner = ReturnType<typeof pdfLinkSigner>;

/** Issues the link of a pdf step and records that the learner opened it (the step starts). */
export async function openPdfStep(db: Db, signer: PdfLinkSigner, located: MediaStep) {
  await recordProgress(db, located.record, located.entry.module.id, { kind: 'start', payload: { document: true } });
  return signer.link(located.entry.module.id);
}

/** Completes a pdf step whose document the learner has opened (a link was issued); 409 before. */
export async function completePdfStep(db: Db, located: MediaStep): Promise<StepProgress> {
  if (!located.entry.progress) throw new AppError('CONFLICT', 'media.errors.pdfNotOpened');
  return completeStep(db, located);
}

/** The document of a pdf module (a signed link's target), or 404. */
export async function pdfContent(db: Db, moduleId: number) {
  const [content] = await db
    .select({ storageKey: moduleContents.storageKey, mimeType: moduleContents.mimeType })
    .from(moduleContents)
    .where(and(eq(moduleContents.moduleId, moduleId), eq(moduleContents.kind, 'pdf')));
  if (!content) throw new AppError('NOT_FOUND', 'media.errors.notPdfStep');
  return content;
}
