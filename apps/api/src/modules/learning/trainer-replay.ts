import { eq } from 'drizzle-orm';
import type { BodyOf, DataOf } from '@app/contracts/contract';
import type { trainerPublishReplay } from '@app/contracts/learning/virtual-class';
import type { Db } from '@app/db/client';
import { virtualClasses } from '@app/db/schema/virtual-classes';
import { trainerRoom } from './trainer-link.ts';

/** The trainer publishes the session's recording for its booked learners (issue 12 part 4), or withdraws it (null). */
export async function publishReplay(db: Db, token: string, input: BodyOf<typeof trainerPublishReplay>, now = new Date()): Promise<DataOf<typeof trainerPublishReplay>> {
  const room = await trainerRoom(db, token, now);
  await db.update(virtualClasses).set({ replayUrl: input.replayUrl, updatedAt: now }).where(eq(virtualClasses.id, room.roomId));
  return { replayUrl: input.replayUrl };
}
