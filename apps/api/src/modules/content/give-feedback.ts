import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { giveFeedback as contract } from '@app/contracts/content/feedback';
import type { Db } from '@app/db/client';
import { feedbackAnswers } from '@app/db/schema/feedback-answers';
import { feedbackTokens } from '@app/db/schema/feedback-tokens';
import { plainTextToRichText } from '@app/domain/content/rich-text';
import { AppError } from '../../errors/app-error.ts';
import { findFeedbackToken } from './feedback-token.ts';

/** Stores the one answer a feedback link allows; a used link is 410. */
export async function giveFeedback(db: Db, platformId: number, raw: string, body: z.output<typeof contract.body>) {
  const { token } = await findFeedbackToken(db, platformId, raw);
  const commentHtml = body.comment ? plainTextToRichText(body.comment) : null;
  await db.transaction(async (tx) => {
    // Spent atomically: of two concurrent answers only one finds used_at null.
    const spent = await tx
      .update(feedbackTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(feedbackTokens.id, token.id), isNull(feedbackTokens.usedAt)))
      .returning({ id: feedbackTokens.id });
    if (spent.length === 0) throw new AppError('GONE', 'errors.feedbackUsed');
    await tx.insert(feedbackAnswers).values({ tokenId: token.id, rating: body.rating, commentHtml: commentHtml || null });
  });
}
