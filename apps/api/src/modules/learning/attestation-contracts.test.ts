import type { Contract } from '@app/contracts/contract';
import { getAttestation, listAttestations, verifyAttestation } from '@app/contracts/learning/attestation';
import { createVisitor, dataOf, signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';
import { finishTraining } from './quiz-completion.fixture.ts';

sweepContracts('attestation', contractsIn(import.meta.glob(['/packages/contracts/src/learning/attestation.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [listAttestations, async (t) => (await signedIn(t.app, 'pharmacien@demo.test')).call(listAttestations)],
  [getAttestation, async (t) => {
    const { enrolmentId } = await finishTraining(t.db.db, 'maxime.leroy@demo.test');
    return (await signedIn(t.app, 'maxime.leroy@demo.test')).call(getAttestation, { query: { id: enrolmentId } });
  }],
  [verifyAttestation, async (t) => {
    await finishTraining(t.db.db, 'romain.michel@demo.test');
    const learner = await signedIn(t.app, 'romain.michel@demo.test');
    const [issued] = dataOf(await learner.call(listAttestations), listAttestations).attestations;
    return createVisitor(t.app).call(verifyAttestation, { params: { code: issued.code } });
  }],
]));
