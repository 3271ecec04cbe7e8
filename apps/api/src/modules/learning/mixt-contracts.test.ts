import type { Contract } from '@app/contracts/contract';
import { getCourse } from '@app/contracts/catalogue/course';
import * as mixt from '@app/contracts/learning/mixt';
import { createVisitor, dataOf, signedIn, type TestApp } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

/** A learner enrolled in the blended training (no session booked): the answer and the enrolment. */
async function enrolled(t: TestApp, email: string) {
  const course = dataOf(await createVisitor(t.app).call(getCourse, { params: { slug: 'trod-angine-dispensation' } }), getCourse);
  const visitor = await signedIn(t.app, email);
  const answer = await visitor.call(mixt.subscribeMixt, { body: { id: course.id } });
  return { visitor, answer, enrolmentId: dataOf(answer, mixt.subscribeMixt).training.id };
}

sweepContracts('mixt', contractsIn(import.meta.glob(['/packages/contracts/src/learning/mixt.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [mixt.subscribeMixt, async (t) => (await enrolled(t, 'pharmacien@demo.test')).answer],
  [mixt.mixtCurrentFlow, async (t) => {
    const { visitor, enrolmentId } = await enrolled(t, 'adjoint@demo.test');
    return visitor.call(mixt.mixtCurrentFlow, { params: { id: enrolmentId } });
  }],
]));
