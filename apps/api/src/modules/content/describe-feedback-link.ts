import { and, eq } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { getFeedbackTarget } from '@app/contracts/content/feedback';
import type { Db } from '@app/db/client';
import { trainingOffers } from '@app/db/schema/training-offers';
import { findFeedbackToken } from './feedback-token.ts';

/** The training a feedback link is about, and whether the link was used. */
export async function describeFeedbackLink(db: Db, platformId: number, raw: string): Promise<DataOf<typeof getFeedbackTarget>> {
  const { token, training } = await findFeedbackToken(db, platformId, raw);
  const [offer] = await db
    .select({ slug: trainingOffers.slug })
    .from(trainingOffers)
    .where(and(eq(trainingOffers.trainingId, token.trainingId), eq(trainingOffers.platformId, token.platformId)))
    .limit(1);
  return { training: { name: training.name, type: training.type, slug: offer?.slug ?? '' }, used: token.usedAt !== null };
}
