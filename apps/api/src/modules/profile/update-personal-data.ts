import { eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { users, type User, type UserFunction } from '@app/db/schema/users';
import { canEditFunction } from './get-profile.ts';
import { fieldRefusal, type ProfileCaller } from './profile-caller.ts';

/**
 * `POST /api/user/updatePersonalData`: names, birth date and professional identifier; the function too where the
 * person may change it (a pharmacy's learner sending another function gets the reason beside the field).
 */
export async function updatePersonalData(
  db: Db,
  caller: ProfileCaller,
  input: { firstName: string; lastName: string; function?: UserFunction; birthDate: string | null; professionalId: string | null },
): Promise<User> {
  const changesFunction = input.function !== undefined && input.function !== caller.user.function;
  if (changesFunction && !canEditFunction(caller)) throw fieldRefusal(caller.lang, 'function', 'profile.infos.errors.functionLocked');
  const [user] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      ...(changesFunction ? { function: input.function } : {}),
      birthDate: input.birthDate,
      professionalId: input.professionalId,
      updatedAt: new Date(),
    })
    .where(eq(users.id, caller.user.id))
    .returning();
  return user;
}
