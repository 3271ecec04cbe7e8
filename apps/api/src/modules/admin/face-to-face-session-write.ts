import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateSessionBody } from '@app/contracts/admin/face-to-face';
import type { Tx } from '@app/db/client';
import { experts } from '@app/db/schema/experts';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { sessionDates } from '@app/db/schema/session-dates';
import { sessionTrainers } from '@app/db/schema/session-trainers';
import { sessionSchedule } from '@app/domain/admin/face-to-face';
import type { Lang } from '@app/domain/platform/locales';
import { AppError } from '../../errors/app-error.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';

export type SessionInput = z.output<typeof updateSessionBody>;

/** A 422 beside one field of the form, in the caller's language. */
export function fieldError(lang: Lang, field: string, key: MessageKey, params?: Record<string, string>): AppError {
  return new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: { [field]: [translate(lang, key, params)] } });
}

/**
 * The training's face-to-face part of that kind (in a room, or a virtual class: spec §3 faceToFaces.virtualClass),
 * created under the training's name when it has none yet: "virtual or not" is the part a session belongs to.
 */
export async function faceToFacePart(tx: Tx, training: { id: number; name: string }, virtualClass: boolean): Promise<number> {
  const [part] = await tx
    .select({ id: faceToFaces.id })
    .from(faceToFaces)
    .where(and(eq(faceToFaces.trainingId, training.id), eq(faceToFaces.virtualClass, virtualClass)))
    .orderBy(asc(faceToFaces.id))
    .limit(1);
  if (part) return part.id;
  const [created] = await tx.insert(faceToFaces).values({ trainingId: training.id, name: training.name, virtualClass }).returning({ id: faceToFaces.id });
  return created.id;
}

/** The session's own columns from what the administrator entered (its start: the earliest day). */
export function sessionColumns(input: SessionInput) {
  const schedule = sessionSchedule(input.dates);
  return {
    schedule,
    columns: {
      name: input.name,
      city: input.city,
      marketingCity: input.marketingCity,
      postalCode: input.postalCode,
      startDate: schedule.startDate,
      startTime: schedule.startTime,
      endTime: schedule.endTime,
      multiDates: schedule.multiDates,
      maxParticipants: input.maxParticipants,
    },
  };
}

/** The trainers named, each once; an id that is not in the directory is refused beside the field. */
export async function checkedTrainers(tx: Tx, lang: Lang, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await tx.select({ id: experts.id }).from(experts).where(inArray(experts.id, unique));
  if (found.length !== unique.length) throw fieldError(lang, 'trainerIds', 'admin.faceToFace.validation.trainer');
  return unique;
}

/** Writes a session's days (only a multi-date session lists them: spec §3) and trainers, replacing what it had. */
export async function writeDaysAndTrainers(tx: Tx, sessionId: number, schedule: ReturnType<typeof sessionSchedule>, trainerIds: readonly number[]): Promise<void> {
  await tx.delete(sessionDates).where(eq(sessionDates.sessionId, sessionId));
  if (schedule.multiDates) await tx.insert(sessionDates).values(schedule.days.map((d) => ({ sessionId, ...d })));
  await tx.delete(sessionTrainers).where(eq(sessionTrainers.sessionId, sessionId));
  if (trainerIds.length) await tx.insert(sessionTrainers).values(trainerIds.map((expertId) => ({ sessionId, expertId })));
}
