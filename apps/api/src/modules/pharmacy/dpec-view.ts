import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { DpecDetail, DpecFileView } from '@app/contracts/pharmacy/dpec';
import type { Db } from '@app/db/client';
import { dpcSessions } from '@app/db/schema/dpc-sessions';
import { dpecFileEvents } from '@app/db/schema/dpec-file-events';
import { dpecFiles, type DpecFile } from '@app/db/schema/dpec-files';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { DPEC_DOCUMENTS, allowedDpecActions, type DpecState } from '@app/domain/pharmacy/dpec';
import { AppError } from '../../errors/app-error.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';
import './dpec-messages.ts';

/** One file of the caller's pharmacy, locked for the change a transaction is making when `forUpdate`; another pharmacy's is not found. */
export async function fileOfPharmacy(db: Db, caller: PharmacyCaller, fileId: number, forUpdate = false): Promise<DpecFile> {
  const query = db.select().from(dpecFiles).where(and(eq(dpecFiles.id, fileId), eq(dpecFiles.accountId, caller.account.id)));
  const [file] = forUpdate ? await query.for('update') : await query;
  if (!file) throw new AppError('NOT_FOUND', 'pharmacy.dpec.errors.fileNotFound');
  return file;
}

/** The files of the caller's pharmacy matching `where`, newest first, as the list shows them. */
async function fileViews(db: Db, caller: PharmacyCaller, where?: SQL): Promise<DpecFileView[]> {
  const rows = await db
    .select({ file: dpecFiles, learner: users, training: { id: trainingOffers.id, name: trainings.name, type: trainings.type }, session: dpcSessions })
    .from(dpecFiles)
    .innerJoin(users, eq(users.id, dpecFiles.learnerId))
    .innerJoin(trainingOffers, eq(trainingOffers.id, dpecFiles.offerId))
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .leftJoin(dpcSessions, eq(dpcSessions.id, dpecFiles.dpcSessionId))
    .where(and(eq(dpecFiles.accountId, caller.account.id), where))
    .orderBy(desc(dpecFiles.createdAt), desc(dpecFiles.id));
  return rows.map(({ file, learner, training, session }) => ({
    id: file.id,
    state: file.state,
    learner: { id: learner.id, firstName: learner.firstName, lastName: learner.lastName, function: learner.function },
    training,
    funder: file.funder,
    funderReason: file.funderReason,
    session: session && { id: session.id, reference: session.reference, startsOn: session.startsOn, endsOn: session.endsOn },
    amountCents: file.amountCents,
    createdAt: file.createdAt.toISOString(),
    updatedAt: file.updatedAt.toISOString(),
    actions: allowedDpecActions({ state: file.state, funder: file.funder, hasSession: file.dpcSessionId !== null }),
  }));
}

/** Spec §7 `dpec` (GET): the pharmacy's funding files, in one state when asked. */
export function listDpec(db: Db, caller: PharmacyCaller, state?: DpecState): Promise<DpecFileView[]> {
  return fileViews(db, caller, state ? eq(dpecFiles.state, state) : undefined);
}

/** Ours (`dpec/:id`): one file of the pharmacy, what its funder asks for, and its history, oldest first. */
export async function getDpec(db: Db, caller: PharmacyCaller, fileId: number): Promise<DpecDetail> {
  const [file] = await fileViews(db, caller, eq(dpecFiles.id, fileId));
  if (!file) throw new AppError('NOT_FOUND', 'pharmacy.dpec.errors.fileNotFound');
  const events = await db
    .select({ event: dpecFileEvents, firstName: users.firstName, lastName: users.lastName })
    .from(dpecFileEvents)
    .leftJoin(users, eq(users.id, dpecFileEvents.userId))
    .where(eq(dpecFileEvents.fileId, fileId))
    .orderBy(asc(dpecFileEvents.createdAt), asc(dpecFileEvents.id));
  return {
    ...file,
    documents: [...DPEC_DOCUMENTS[file.funder]],
    history: events.map(({ event, firstName, lastName }) => ({
      action: event.action,
      fromState: event.fromState,
      toState: event.toState,
      note: event.note,
      at: event.createdAt.toISOString(),
      by: firstName === null ? null : `${firstName} ${lastName}`,
    })),
  };
}
