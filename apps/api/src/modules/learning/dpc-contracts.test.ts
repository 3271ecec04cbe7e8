import type { Contract } from '@app/contracts/contract';
import * as dpc from '@app/contracts/learning/dpc';
import { signedIn, type TestApp } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';
import { certificateForm, courseIdOf, followProgramme, PDF_BYTES, PROGRAMME, RIGHT_ANSWERS, subscribe } from './dpc.fixture.ts';

/** A demo learner enrolled in the programme. */
async function enrolled(t: TestApp, email: string) {
  const learner = await signedIn(t.app, email);
  return { learner, id: await subscribe(t, learner) };
}

sweepContracts('dpc', contractsIn(import.meta.glob(['/packages/contracts/src/learning/dpc.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [dpc.subscribeDpc, async (t) => (await signedIn(t.app, 'pharmacien@demo.test')).call(dpc.subscribeDpc, { body: { id: await courseIdOf(t, PROGRAMME) } })],
  [dpc.dpcCurrentFlow, async (t) => {
    const { learner, id } = await enrolled(t, 'chloe.simon@demo.test');
    return learner.call(dpc.dpcCurrentFlow, { params: { id } });
  }],
  [dpc.completeDpcStep, async (t) => {
    const { learner, id } = await enrolled(t, 'romain.michel@demo.test');
    return learner.call(dpc.completeDpcStep, { params: { id }, body: { data: { step: 'preAssessment', answers: RIGHT_ANSWERS } } });
  }],
  [dpc.leaveDpc, async (t) => {
    const { learner, id } = await enrolled(t, 'paul.andre@demo.test');
    return learner.call(dpc.leaveDpc, { params: { id } });
  }],
  [dpc.uploadPracticeCertificate, async (t) => {
    const { learner, id } = await enrolled(t, 'emma.mercier@demo.test');
    await followProgramme(t, learner, id, 'practice');
    return learner.call(dpc.uploadPracticeCertificate, { params: { id }, body: certificateForm(PDF_BYTES) });
  }],
  [dpc.getDpcAttestation, async (t) => {
    const { learner, id } = await enrolled(t, 'maxime.leroy@demo.test');
    await followProgramme(t, learner, id, 'done');
    return learner.call(dpc.getDpcAttestation, { query: { id } });
  }],
]));
