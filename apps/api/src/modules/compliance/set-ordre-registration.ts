import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { users } from '@app/db/schema/users';

/** `PUT /api/user/compliance/registration`: the learner's registration date with the Ordre (null: unknown again). */
export async function setOrdreRegistration(db: Db, userId: number, registeredOn: string | null): Promise<{ registeredOn: string | null }> {
  await db.update(users).set({ ordreRegisteredOn: registeredOn, updatedAt: new Date() }).where(eq(users.id, userId));
  return { registeredOn };
}
