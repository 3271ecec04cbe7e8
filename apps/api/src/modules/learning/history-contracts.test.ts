import type { Contract } from '@app/contracts/contract';
import { listAttestations } from '@app/contracts/learning/attestation';
import { downloadAttestations } from '@app/contracts/profile/attestations';
import { askQuestion, getCurrentAverages, getQuestionsAnswers, historyExport } from '@app/contracts/profile/history';
import { getCourse } from '@app/contracts/catalogue/course';
import { createVisitor, dataOf, signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

const LEARNER = 'lea.dubois@demo.test';

sweepContracts('profile history', contractsIn(import.meta.glob(['/packages/contracts/src/profile/history.ts', '/packages/contracts/src/profile/attestations.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [historyExport, async (t) => (await signedIn(t.app, LEARNER)).call(historyExport, { query: { format: 'csv' } })],
  [getQuestionsAnswers, async (t) => (await signedIn(t.app, LEARNER)).call(getQuestionsAnswers)],
  [askQuestion, async (t) => {
    const course = dataOf(await createVisitor(t.app).call(getCourse, { params: { slug: 'dermocosmetique-conseil-cutane' } }), getCourse);
    return (await signedIn(t.app, LEARNER)).call(askQuestion, { body: { courseId: course.id, text: 'Quels soins pour une peau atopique ?' } });
  }],
  [getCurrentAverages, async (t) => (await signedIn(t.app, LEARNER)).call(getCurrentAverages)],
  [downloadAttestations, async (t) => {
    const learner = await signedIn(t.app, LEARNER);
    const [first] = dataOf(await learner.call(listAttestations), listAttestations).attestations;
    return learner.call(downloadAttestations, { body: { data: [{ id: first.courseTrackingId, kind: 'training' }] } });
  }],
]));
