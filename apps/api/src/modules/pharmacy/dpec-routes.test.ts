import { and, arrayContains, eq, isNotNull, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccountId } from '@app/contracts/identity/auth';
import * as dpec from '@app/contracts/pharmacy/dpec';
import { accounts } from '@app/db/schema/accounts';
import { dpcSessions } from '@app/db/schema/dpc-sessions';
import { dpecFiles } from '@app/db/schema/dpec-files';
import { platforms } from '@app/db/schema/platforms';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

let t: TestApp;
let owner: Visitor;
let lea: number;
/** A DPC programme of the demo catalogue, one of its sessions, and a session of another programme. */
let dpcOffer: number;
let dpcSession: number;
let otherSession: number;
/** A training funded by the OPCO and not by the DPC. */
let opcoOffer: number;
const db = () => t.db.db;

const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const errorsOf = (res: Awaited<ReturnType<Visitor['call']>>, contract: Parameters<typeof failureOf>[1]) =>
  (failureOf(res, contract).data as { errors: Record<string, string[]> }).errors;

async function demoOffer(funding: string, withDpc: boolean) {
  const [offer] = await db()
    .select({ id: trainingOffers.id, trainingId: trainingOffers.trainingId })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .innerJoin(platforms, eq(platforms.id, trainingOffers.platformId))
    .where(
      and(
        eq(platforms.codeName, 'demo'),
        eq(trainingOffers.isPublished, true),
        eq(trainings.isTest, false),
        eq(trainings.obsolete, false),
        eq(trainings.outdated, false),
        eq(trainings.workInProgress, false),
        arrayContains(trainingOffers.fundings, [funding]),
        withDpc ? isNotNull(trainings.dpc) : not(arrayContains(trainingOffers.fundings, ['DPC'])),
      ),
    )
    .orderBy(trainingOffers.id)
    .limit(1);
  return offer;
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedIn(t.app, 'titulaire@demo.test');
  lea = await userId('lea.dubois@demo.test');
  // Léa is an employee: the OPCO funds her, the FIF-PL does not.
  await db().update(users).set({ function: 'Adjoint' }).where(eq(users.id, lea));
  const dpcProgramme = await demoOffer('DPC', true);
  dpcOffer = dpcProgramme.id;
  const sessions = await db().select().from(dpcSessions).orderBy(dpcSessions.id);
  dpcSession = sessions.find((s) => s.trainingId === dpcProgramme.trainingId)!.id;
  otherSession = sessions.find((s) => s.trainingId !== dpcProgramme.trainingId)!.id;
  opcoOffer = (await demoOffer('OPCO', false)).id;
});
afterAll(() => t.close());

const add = (body: dpec.AddDpecInput, who = owner) => who.call(dpec.addDpec, { body });
const act = (id: number, action: (typeof dpec.dpecActionForm)['shape']['action']['options'][number], who = owner) =>
  who.call(dpec.dpecAction, { body: { id, action, isSpanish: false } });

describe('the learners a file may be opened for', () => {
  it('lists the active members of the team with their function', async () => {
    const learners = dataOf(await owner.call(dpec.listDpecApprenants), dpec.listDpecApprenants);
    expect(learners).toContainEqual({ id: lea, firstName: 'Léa', lastName: 'Dubois', function: 'Adjoint' });
  });
});

describe('the trainings a file may be opened for', () => {
  it('lists the catalogue’s trainings a funder takes, with their fundings', async () => {
    const list = dataOf(await owner.call(dpec.listDpecTrainings), dpec.listDpecTrainings);
    expect(list.find((c) => c.id === dpcOffer)?.fundings).toContain('DPC');
    expect(list.find((c) => c.id === opcoOffer)?.fundings).toContain('OPCO');
    expect(list.every((c) => c.fundings.length > 0)).toBe(true);
  });
});

describe('the suggested funder', () => {
  it('is the ANDPC for a DPC programme, with its documents and sessions', async () => {
    const res = dataOf(await owner.call(dpec.dpecFunders, { query: { apprenantId: lea, trainingId: dpcOffer } }), dpec.dpecFunders);
    expect(res).toMatchObject({ funder: 'DPC', reason: 'dpcProgramme' });
    expect(res.candidates[0]).toMatchObject({ funder: 'DPC', documents: expect.arrayContaining(['andpcRegistration']) });
    expect(res.sessions.map((s) => s.id)).toContain(dpcSession);
  });

  it('is the OPCO for an employee when the training is not DPC', async () => {
    const res = dataOf(await owner.call(dpec.dpecFunders, { query: { apprenantId: lea, trainingId: opcoOffer } }), dpec.dpecFunders);
    expect(res).toMatchObject({ funder: 'OPCO', reason: 'employee', sessions: [] });
  });

  it('is a 404 for a learner of another pharmacy or an unknown training, a 422 for a bad query', async () => {
    const paul = await userId('paul.andre@demo.test');
    expect((await owner.call(dpec.dpecFunders, { query: { apprenantId: paul, trainingId: dpcOffer } })).statusCode).toBe(404);
    expect((await owner.call(dpec.dpecFunders, { query: { apprenantId: lea, trainingId: 999_999 } })).statusCode).toBe(404);
    expect((await owner.call(dpec.dpecFunders, { query: { apprenantId: 'x', trainingId: dpcOffer } as never })).statusCode).toBe(422);
  });
});

describe('a DPC file from creation to reimbursement', () => {
  it('is created with the suggested funder, refused an early step, and follows its states to the end with its history', async () => {
    const created = dataOf(await add({ apprenantId: lea, trainingId: dpcOffer }), dpec.addDpec);
    expect(created).toMatchObject({ funder: 'DPC', funderReason: 'dpcProgramme' });

    // Sent without its session: refused with the reason, nothing changes.
    const early = await act(created.id, 'submit');
    expect(early.statusCode).toBe(409);
    expect(failureOf(early, dpec.dpecAction)).toMatchObject({ data: { reason: 'sessionRequired', state: 'created' } });
    expect(dataOf(await owner.call(dpec.changeDpecSession, { body: { dpecId: created.id, session: dpcSession } }), dpec.changeDpecSession)).toEqual({ id: created.id });

    // A refund before financing is refused with the state named.
    const refund = await act(created.id, 'reimburse');
    expect(refund.statusCode).toBe(409);
    expect(failureOf(refund, dpec.dpecAction).message).toBe('L’action « marquer remboursé » n’est pas possible pour un dossier à l’état « créé ».');
    expect((await db().select({ state: dpecFiles.state }).from(dpecFiles).where(eq(dpecFiles.id, created.id)))[0].state).toBe('created');

    const steps = [
      ['submit', 'submitted'],
      ['start', 'in_progress'],
      ['finance', 'financed'],
      ['sendReport', 'report_sent'],
      ['reimburse', 'reimbursed'],
    ] as const;
    for (const [action, state] of steps) {
      const res = await act(created.id, action);
      expect(dataOf(res, dpec.dpecAction)).toMatchObject({ id: created.id, state });
    }
    // The session no longer changes once the funder handles the file.
    const locked = await owner.call(dpec.changeDpecSession, { body: { dpecId: created.id, session: null } });
    expect(locked.statusCode).toBe(409);
    expect(failureOf(locked, dpec.changeDpecSession).data).toMatchObject({ reason: 'sessionLocked' });

    const file = dataOf(await owner.call(dpec.getDpec, { params: { id: created.id } }), dpec.getDpec);
    expect(file).toMatchObject({ state: 'reimbursed', actions: [], funder: 'DPC', session: { id: dpcSession }, learner: { id: lea } });
    expect(file.documents).toContain('attestation');
    expect(file.history.map((h) => [h.action, h.fromState, h.toState])).toEqual([
      ['create', null, 'created'],
      ['changeSession', 'created', 'created'],
      ['submit', 'created', 'submitted'],
      ['start', 'submitted', 'in_progress'],
      ['finance', 'in_progress', 'financed'],
      ['sendReport', 'financed', 'report_sent'],
      ['reimburse', 'report_sent', 'reimbursed'],
    ]);
    const [me] = await db().select().from(users).where(eq(users.email, 'titulaire@demo.test'));
    expect(file.history.every((h) => h.by === `${me.firstName} ${me.lastName}`)).toBe(true);

    const reimbursed = dataOf(await owner.call(dpec.listDpec, { query: { state: 'reimbursed' } }), dpec.listDpec);
    expect(reimbursed.map((f) => f.id)).toContain(created.id);
    const all = dataOf(await owner.call(dpec.listDpec, { query: {} }), dpec.listDpec);
    expect(all.find((f) => f.id === created.id)).toMatchObject({ state: 'reimbursed', training: { id: dpcOffer } });
  });

  it('is cancelled before financing, never after', async () => {
    const { id } = dataOf(await add({ apprenantId: lea, trainingId: opcoOffer, agrementId: 'OPCO' }), dpec.addDpec);
    expect(dataOf(await act(id, 'submit'), dpec.dpecAction)).toMatchObject({ state: 'submitted', actions: ['start', 'refuse', 'cancel'] });
    expect(dataOf(await act(id, 'cancel'), dpec.dpecAction)).toMatchObject({ state: 'cancelled', actions: [] });
    expect((await act(id, 'submit')).statusCode).toBe(409);
  });
});

describe('bad input', () => {
  it('refuses a funder that does not pay for the learner, a session for a file other than DPC, beside the field', async () => {
    expect(errorsOf(await add({ apprenantId: lea, trainingId: opcoOffer, agrementId: 'FIFPL' }), dpec.addDpec)).toEqual({
      agrementId: ['Ce financeur ne prend pas en charge cette formation pour cet apprenant.'],
    });
    expect(errorsOf(await add({ apprenantId: lea, trainingId: opcoOffer, sessionId: dpcSession }), dpec.addDpec)).toHaveProperty('sessionId');
    expect(errorsOf(await add({ apprenantId: lea, trainingId: dpcOffer, agrementId: 'NOPE' as never }), dpec.addDpec)).toHaveProperty('agrementId');
    expect(errorsOf(await owner.call(dpec.dpecAction, { body: { id: 1, action: 'fly' as never } }), dpec.dpecAction)).toHaveProperty('action');
    expect((await owner.call(dpec.listDpec, { query: { state: 'lost' as never } })).statusCode).toBe(422);
  });

  it('refuses a session of another programme or for a file other than DPC', async () => {
    expect((await add({ apprenantId: lea, trainingId: dpcOffer, sessionId: otherSession })).statusCode).toBe(404);
    const { id } = dataOf(await add({ apprenantId: lea, trainingId: dpcOffer }), dpec.addDpec);
    expect((await owner.call(dpec.changeDpecSession, { body: { dpecId: id, session: otherSession } })).statusCode).toBe(404);
    const opco = dataOf(await add({ apprenantId: lea, trainingId: opcoOffer }), dpec.addDpec);
    const res = await owner.call(dpec.changeDpecSession, { body: { dpecId: opco.id, session: dpcSession } });
    expect(res.statusCode).toBe(409);
    expect(failureOf(res, dpec.changeDpecSession).data).toMatchObject({ reason: 'sessionNotForFunder' });
  });

  it('answers in Spanish on the Spanish platform', async () => {
    const spanish = await signedIn(t.app, 'titular@cofares.test', 'cofares.localhost', 'cofares');
    const res = await spanish.call(dpec.dpecAction, { body: { id: 999_999, action: 'submit', isSpanish: true } });
    expect(res.statusCode).toBe(404);
    expect(failureOf(res, dpec.dpecAction).message).toBe('Este expediente de financiación no existe en su farmacia.');
  });
});

describe('who may', () => {
  it('is a 404 for a learner of another pharmacy and for another pharmacy’s file, also after switching', async () => {
    const paul = await userId('paul.andre@demo.test');
    expect((await add({ apprenantId: paul, trainingId: dpcOffer })).statusCode).toBe(404);
    const { id } = dataOf(await add({ apprenantId: lea, trainingId: dpcOffer }), dpec.addDpec);
    const referent = await signedIn(t.app, 'referent@demo.test');
    const [halles] = await db().select().from(accounts).where(eq(accounts.name, 'Pharmacie des Halles'));
    expect((await referent.call(setAccountId, { body: { accountId: halles.id, platform: 'demo' } })).statusCode).toBe(200);
    expect((await referent.call(dpec.getDpec, { params: { id } })).statusCode).toBe(404);
    expect((await act(id, 'cancel', referent)).statusCode).toBe(404);
    expect((await referent.call(dpec.changeDpecSession, { body: { dpecId: id, session: null } })).statusCode).toBe(404);
    expect(dataOf(await referent.call(dpec.listDpec, { query: {} }), dpec.listDpec).some((f) => f.id === id)).toBe(false);
  });

  it('is a 401 for a guest and a 403 for a learner', async () => {
    const guest = createVisitor(t.app);
    await guest.csrf();
    expect((await guest.call(dpec.listDpec, { query: {} })).statusCode).toBe(401);
    const learner = await signedIn(t.app, 'lea.dubois@demo.test');
    expect((await learner.call(dpec.listDpec, { query: {} })).statusCode).toBe(403);
    expect((await add({ apprenantId: lea, trainingId: dpcOffer }, learner)).statusCode).toBe(403);
  });
});
