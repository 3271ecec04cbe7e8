import { and, eq } from 'drizzle-orm';
import type { DataOf } from '@app/contracts/contract';
import type { getMissingInfo as contract } from '@app/contracts/profile/infos';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { trainings } from '@app/db/schema/trainings';
import { fundingKindOf, missingProfileFields } from '@app/domain/profile/personal-data';
import { AppError } from '../../errors/app-error.ts';
import { profileValues } from './get-profile.ts';
import type { ProfileCaller } from './profile-caller.ts';

/**
 * `POST api/user/getMissingInfo {dossierId}`: the fields the funding file of one of the person's enrolments needs and
 * the profile leaves empty. Until funding files have their own records, a dossier is the enrolment it funds
 * (docs/decisions.md "Profile infos"): another person's, or another platform's, is a 404.
 */
export async function getMissingInfo(db: Db, caller: ProfileCaller, dossierId: number): Promise<DataOf<typeof contract>> {
  const [row] = await db
    .select({ name: trainings.name, lang: trainings.lang, dpc: trainings.dpc })
    .from(enrolments)
    .innerJoin(trainings, eq(trainings.id, enrolments.trainingId))
    .where(and(eq(enrolments.id, dossierId), eq(enrolments.userId, caller.user.id), eq(enrolments.platformId, caller.platformId)));
  if (!row) throw new AppError('NOT_FOUND', 'profile.infos.errors.dossierNotFound');
  const kind = fundingKindOf({ hasDpc: row.dpc !== null, lang: row.lang });
  return { dossierId, kind, trainingName: row.name, missing: missingProfileFields(profileValues(caller.user), [kind]) };
}
