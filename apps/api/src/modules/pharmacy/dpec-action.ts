import { eq, sql } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { dpecFileEvents } from '@app/db/schema/dpec-file-events';
import { dpecFiles, type DpecFile } from '@app/db/schema/dpec-files';
import { trainingOffers } from '@app/db/schema/training-offers';
import { allowedDpecActions, decideDpecAction, decideDpecSession, type DpecAction, type DpecRefusal, type DpecState } from '@app/domain/pharmacy/dpec';
import { AppError } from '../../errors/app-error.ts';
import { translate } from '../../i18n/messages.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';
import { sessionOfTraining } from './dpec-add.ts';
import { fileOfPharmacy } from './dpec-view.ts';

/** A refusal of the state machine: 409 with its reason, the action and state named in the caller's language. */
function refused(caller: PharmacyCaller, reason: DpecRefusal, file: DpecFile, action?: DpecAction): AppError {
  const params = { state: translate(caller.lang, `pharmacy.dpec.states.${file.state}`), action: action ? translate(caller.lang, `pharmacy.dpec.actions.${action}`) : '' };
  return new AppError('CONFLICT', `pharmacy.dpec.refusals.${reason}`, { reason, state: file.state, actions: allowedDpecActions(facts(file)) }, params);
}

const facts = (file: DpecFile) => ({ state: file.state, funder: file.funder, hasSession: file.dpcSessionId !== null });

/**
 * Spec §7 `dpec/action` (POST): a named action of the state machine on one of the pharmacy's files, written with its
 * history line in one transaction; an action the file's state does not allow changes nothing (409 with the reason).
 */
export async function dpecAction(db: Db, caller: PharmacyCaller, fileId: number, action: DpecAction): Promise<{ id: number; state: DpecState; actions: DpecAction[] }> {
  return db.transaction(async (tx) => {
    const file = await fileOfPharmacy(tx, caller, fileId, true);
    const decision = decideDpecAction(facts(file), action);
    if (!decision.ok) throw refused(caller, decision.reason, file, action);
    await tx.update(dpecFiles).set({ state: decision.to, updatedAt: sql`now()` }).where(eq(dpecFiles.id, file.id));
    await tx.insert(dpecFileEvents).values({ fileId: file.id, userId: caller.user.id, action, fromState: file.state, toState: decision.to });
    return { id: file.id, state: decision.to, actions: allowedDpecActions({ ...facts(file), state: decision.to }) };
  });
}

/**
 * Spec §7 `dpec/action` (PUT): sets or clears the ANDPC session of a DPC file until the funder starts handling it
 * (409 with the reason otherwise); a session of another training is not found.
 */
export async function changeDpecSession(db: Db, caller: PharmacyCaller, fileId: number, sessionId: number | null): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const file = await fileOfPharmacy(tx, caller, fileId, true);
    const decision = decideDpecSession(file);
    if (!decision.ok) throw refused(caller, decision.reason, file);
    let note: string | null = null;
    if (sessionId !== null) {
      const [offer] = await tx.select({ trainingId: trainingOffers.trainingId }).from(trainingOffers).where(eq(trainingOffers.id, file.offerId));
      note = (await sessionOfTraining(tx, offer.trainingId, sessionId)).reference;
    }
    await tx.update(dpecFiles).set({ dpcSessionId: sessionId, updatedAt: sql`now()` }).where(eq(dpecFiles.id, file.id));
    await tx.insert(dpecFileEvents).values({ fileId: file.id, userId: caller.user.id, action: 'changeSession', fromState: file.state, toState: file.state, note });
    return { id: file.id };
  });
}
