import { and, arrayOverlaps, asc, eq, gte } from 'drizzle-orm';
import type { AddDpecInput, DpecLearner, DpecSession, DpecTraining } from '@app/contracts/pharmacy/dpec';
import type { Db } from '@app/db/client';
import { offeredWhere } from '@app/db/offered';
import { dpcSessions } from '@app/db/schema/dpc-sessions';
import { dpecFileEvents } from '@app/db/schema/dpec-file-events';
import { dpecFiles } from '@app/db/schema/dpec-files';
import { memberships } from '@app/db/schema/memberships';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { FUNDINGS, isFunding, type Funding } from '@app/domain/catalogue/fundings';
import { todayInParis } from '@app/domain/identity/session-user';
import { DPEC_DOCUMENTS, dpecFunderReason, funderNeedsSession, suggestDpecFunder, type DpecFunderReason } from '@app/domain/pharmacy/dpec';
import { AppError } from '../../errors/app-error.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';
import './dpec-messages.ts';

const fieldError = (caller: PharmacyCaller, field: string, key: MessageKey) =>
  new AppError('VALIDATION_FAILED', 'errors.validationFailed', { errors: { [field]: [translate(caller.lang, key)] } });

/** Spec §7 `dpec/allApprenants`: the active members of the team, by name, a file may be opened for. */
export function listDpecApprenants(db: Db, caller: PharmacyCaller): Promise<DpecLearner[]> {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, function: users.function })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, caller.account.id), eq(memberships.active, true)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** An active member of the caller's team (a user id); anyone else is not found. */
export async function learnerOfPharmacy(db: Db, caller: PharmacyCaller, userId: number): Promise<DpecLearner> {
  const [learner] = (await listDpecApprenants(db, caller)).filter((l) => l.id === userId);
  if (!learner) throw new AppError('NOT_FOUND', 'pharmacy.dpec.errors.learnerNotFound');
  return learner;
}

/** Ours (`dpec/formations`): the offers of the catalogue the pharmacy sees that at least one funder takes, by name. */
export async function listDpecTrainings(db: Db, caller: PharmacyCaller): Promise<DpecTraining[]> {
  const rows = await db
    .select({ id: trainingOffers.id, name: trainings.name, type: trainings.type, fundings: trainingOffers.fundings })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(offeredWhere({ platformId: caller.platformId, lang: caller.lang }, arrayOverlaps(trainingOffers.fundings, [...FUNDINGS])))
    .orderBy(asc(trainings.name), asc(trainingOffers.id));
  return rows.map((r) => ({ ...r, fundings: r.fundings.filter(isFunding) }));
}

/** An offer of the catalogue the pharmacy sees; any other is not found. */
async function offerOfPharmacy(db: Db, caller: PharmacyCaller, offerId: number) {
  const [offer] = await db
    .select({ id: trainingOffers.id, trainingId: trainingOffers.trainingId, fundings: trainingOffers.fundings, priceHtCents: trainingOffers.priceHtCents })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(offeredWhere({ platformId: caller.platformId, lang: caller.lang }, eq(trainingOffers.id, offerId)));
  if (!offer) throw new AppError('NOT_FOUND', 'pharmacy.dpec.errors.trainingNotFound');
  return offer;
}

/** An ANDPC session of the training; one of another training is not found. */
export async function sessionOfTraining(db: Db, trainingId: number, sessionId: number): Promise<DpecSession> {
  const [session] = await db
    .select({ id: dpcSessions.id, reference: dpcSessions.reference, startsOn: dpcSessions.startsOn, endsOn: dpcSessions.endsOn })
    .from(dpcSessions)
    .where(and(eq(dpcSessions.id, sessionId), eq(dpcSessions.trainingId, trainingId)));
  if (!session) throw new AppError('NOT_FOUND', 'pharmacy.dpec.errors.sessionNotFound');
  return session;
}

/** Ours (`dpec/funders`, the creation form): the funder suggested for a learner's training and why, the others possible, the DPC sessions to come. */
export async function dpecFunders(db: Db, caller: PharmacyCaller, learnerId: number, offerId: number, now = new Date()) {
  const learner = await learnerOfPharmacy(db, caller, learnerId);
  const offer = await offerOfPharmacy(db, caller, offerId);
  const suggestion = suggestDpecFunder(offer.fundings, learner.function);
  const sessions = await db
    .select({ id: dpcSessions.id, reference: dpcSessions.reference, startsOn: dpcSessions.startsOn, endsOn: dpcSessions.endsOn })
    .from(dpcSessions)
    .where(and(eq(dpcSessions.trainingId, offer.trainingId), gte(dpcSessions.endsOn, todayInParis(now))))
    .orderBy(asc(dpcSessions.startsOn), asc(dpcSessions.id));
  return {
    funder: suggestion.funder,
    reason: suggestion.reason,
    candidates: suggestion.candidates.map((funder) => ({ funder, reason: dpecFunderReason(funder), documents: [...DPEC_DOCUMENTS[funder]] })),
    sessions,
  };
}

/**
 * Spec §7 `dpec/add`: a funding file for an active learner of the team and a training the pharmacy sees, with the
 * funder asked for (`agrementId`) or else the suggested one; a funder that does not pay for this learner's training,
 * or a session for a file other than DPC, is refused beside its field.
 */
export async function addDpec(db: Db, caller: PharmacyCaller, input: AddDpecInput): Promise<{ id: number; funder: Funding; funderReason: DpecFunderReason }> {
  const learner = await learnerOfPharmacy(db, caller, input.apprenantId);
  const offer = await offerOfPharmacy(db, caller, input.trainingId);
  const suggestion = suggestDpecFunder(offer.fundings, learner.function);
  const funder = input.agrementId ?? suggestion.funder;
  if (!funder) throw fieldError(caller, 'agrementId', 'pharmacy.dpec.validation.noFunder');
  if (!suggestion.candidates.includes(funder)) throw fieldError(caller, 'agrementId', 'pharmacy.dpec.validation.funderNotAllowed');
  const sessionId = input.sessionId ?? null;
  if (sessionId !== null) {
    if (!funderNeedsSession(funder)) throw fieldError(caller, 'sessionId', 'pharmacy.dpec.refusals.sessionNotForFunder');
    await sessionOfTraining(db, offer.trainingId, sessionId);
  }
  const funderReason = dpecFunderReason(funder);
  return db.transaction(async (tx) => {
    const [file] = await tx
      .insert(dpecFiles)
      .values({ accountId: caller.account.id, learnerId: learner.id, offerId: offer.id, funder, funderReason, dpcSessionId: sessionId, amountCents: offer.priceHtCents, createdBy: caller.user.id })
      .returning({ id: dpecFiles.id });
    await tx.insert(dpecFileEvents).values({ fileId: file.id, userId: caller.user.id, action: 'create', fromState: null, toState: 'created' });
    return { id: file.id, funder, funderReason };
  });
}
