import type { Contract } from '@app/contracts/contract';
import * as dpec from '@app/contracts/pharmacy/dpec';
import { users } from '@app/db/schema/users';
import { eq } from 'drizzle-orm';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';
import { dataOf, signedIn, type TestApp } from '../../test/helper.ts';

/** The owner of Pharmacie du Centre and a funding file opened for Léa (the first training with a funder for her). */
async function ownerWithFile(t: TestApp) {
  const owner = await signedIn(t.app, 'titulaire@demo.test');
  const [lea] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.email, 'lea.dubois@demo.test'));
  const courses = dataOf(await owner.call(dpec.listDpecTrainings), dpec.listDpecTrainings);
  for (const course of courses) {
    const funders = dataOf(await owner.call(dpec.dpecFunders, { query: { apprenantId: lea.id, trainingId: course.id } }), dpec.dpecFunders);
    if (funders.funder !== 'DPC' && funders.funder !== null) {
      const file = dataOf(await owner.call(dpec.addDpec, { body: { apprenantId: lea.id, trainingId: course.id } }), dpec.addDpec);
      return { owner, lea: lea.id, trainingId: course.id, file };
    }
  }
  throw new Error('No training of the demo catalogue is funded for Léa');
}

sweepContracts('pharmacy funding files', contractsIn(import.meta.glob(['/packages/contracts/src/pharmacy/dpec.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [dpec.listDpec, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(dpec.listDpec, { query: {} })],
  [dpec.listDpecTrainings, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(dpec.listDpecTrainings)],
  [dpec.listDpecApprenants, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(dpec.listDpecApprenants)],
  [dpec.getDpec, async (t) => {
    const { owner, file } = await ownerWithFile(t);
    return owner.call(dpec.getDpec, { params: { id: file.id } });
  }],
  [dpec.dpecFunders, async (t) => {
    const { owner, lea, trainingId } = await ownerWithFile(t);
    return owner.call(dpec.dpecFunders, { query: { apprenantId: lea, trainingId } });
  }],
  [dpec.addDpec, async (t) => {
    const { owner, lea, trainingId } = await ownerWithFile(t);
    return owner.call(dpec.addDpec, { body: { apprenantId: lea, trainingId } });
  }],
  [dpec.dpecAction, async (t) => {
    const { owner, file } = await ownerWithFile(t);
    return owner.call(dpec.dpecAction, { body: { id: file.id, action: 'submit', isSpanish: false } });
  }],
  [dpec.changeDpecSession, async (t) => {
    // Only a DPC file has a session: opened on the first DPC programme with a session to come.
    const owner = await signedIn(t.app, 'titulaire@demo.test');
    const [lea] = await t.db.db.select({ id: users.id }).from(users).where(eq(users.email, 'lea.dubois@demo.test'));
    for (const course of dataOf(await owner.call(dpec.listDpecTrainings), dpec.listDpecTrainings)) {
      const funders = dataOf(await owner.call(dpec.dpecFunders, { query: { apprenantId: lea.id, trainingId: course.id } }), dpec.dpecFunders);
      if (funders.funder === 'DPC' && funders.sessions.length > 0) {
        const file = dataOf(await owner.call(dpec.addDpec, { body: { apprenantId: lea.id, trainingId: course.id } }), dpec.addDpec);
        return owner.call(dpec.changeDpecSession, { body: { dpecId: file.id, session: funders.sessions[0].id } });
      }
    }
    throw new Error('No DPC programme with a session in the demo catalogue');
  }],
]));
