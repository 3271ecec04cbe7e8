import { and, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { feedbackTokens } from '@app/db/schema/feedback-tokens';
import { trainings } from '@app/db/schema/trainings';
import { hashToken } from '@app/db/tokens';
import { AppError } from '../../errors/app-error.ts';

/** The feedback token of this platform, by the hash of its raw value; unknown, foreign or expired → 404. */
export async function findFeedbackToken(db: Db, platformId: number, raw: string) {
  const [row] = await db
    .select({ token: feedbackTokens, training: { name: trainings.name, type: trainings.type } })
    .from(feedbackTokens)
    .innerJoin(trainings, eq(trainings.id, feedbackTokens.trainingId))
    .where(and(eq(feedbackTokens.tokenHash, hashToken(raw)), eq(feedbackTokens.platformId, platformId)));
  if (!row || row.token.expiresAt.getTime() <= Date.now()) throw new AppError('NOT_FOUND', 'errors.feedbackUnknown');
  return row;
}
