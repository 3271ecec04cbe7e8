/** Tests of the infos tab: a dossier of the learner's own. */
import { getCourse } from '@app/contracts/catalogue/course';
import { subscribeDpc } from '@app/contracts/learning/dpc';
import { createVisitor, dataOf, type TestApp, type Visitor } from '../../test/helper.ts';

/** The demo's DPC programme: enrolling gives a dossier of the `dpc` kind. */
const PROGRAMME = 'vaccination-antigrippale-officine';

/** Enrols the learner in the DPC programme; its enrolment id is the dossier's. */
export async function enrolInProgramme(t: TestApp, learner: Visitor): Promise<number> {
  const { id } = dataOf(await createVisitor(t.app).call(getCourse, { params: { slug: PROGRAMME } }), getCourse);
  return dataOf(await learner.call(subscribeDpc, { body: { id } }), subscribeDpc).id;
}
