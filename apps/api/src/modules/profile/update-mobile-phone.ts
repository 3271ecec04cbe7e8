import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { users, type User } from '@app/db/schema/users';
import { normalisePhone } from '@app/domain/profile/mobile-phone';
import { fieldRefusal, type ProfileCaller } from './profile-caller.ts';

/** `POST /api/user/updateMobilePhone`: a French or Spanish mobile number, kept in E.164; anything else changes nothing. */
export async function updateMobilePhone(db: Db, caller: ProfileCaller, input: { mobilePhone: string }): Promise<User> {
  const mobilePhone = normalisePhone(input.mobilePhone, caller.lang, 'mobile');
  if (!mobilePhone) throw fieldRefusal(caller.lang, 'mobilePhone', 'profile.infos.errors.mobilePhone');
  const [user] = await db.update(users).set({ mobilePhone, updatedAt: new Date() }).where(eq(users.id, caller.user.id)).returning();
  return user;
}
