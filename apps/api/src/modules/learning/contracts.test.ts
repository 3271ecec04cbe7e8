import type { Contract } from '@app/contracts/contract';
import { getCourse } from '@app/contracts/catalogue/course';
import * as enrolment from '@app/contracts/learning/enrolment';
import * as flow from '@app/contracts/learning/flow';
import * as media from '@app/contracts/learning/media';
import * as quizmod from '@app/contracts/learning/quizmod';
import * as scorm from '@app/contracts/learning/scorm';
import { moduleContents } from '@app/db/schema/module-contents';
import * as tracking from '@app/contracts/learning/tracking';
import { createVisitor, dataOf, signedIn, type TestApp } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

const courseId = async (t: TestApp, slug: string) => dataOf(await createVisitor(t.app).call(getCourse, { params: { slug } }), getCourse).id;
const learner = (t: TestApp) => signedIn(t.app, 'pharmacien@demo.test');
/** The learner enrolled in the e-learning course: its courseTrackingId and first module. */
async function enrolled(t: TestApp) {
  const visitor = await learner(t);
  const { id } = dataOf(await visitor.call(enrolment.subscribeFormation, { body: { id: await courseId(t, 'accompagner-sevrage-tabagique') } }), enrolment.subscribeFormation);
  const { modules } = dataOf(await visitor.call(flow.formationCurrentFlow, { params: { id } }), flow.formationCurrentFlow);
  return { visitor, id, moduleId: modules[0].id };
}

/** The learner enrolled in a training of a media type: its courseTrackingId and first module. */
async function enrolledIn(t: TestApp, type: 'video' | 'podcast' | 'pdf', slug: string) {
  const visitor = await learner(t);
  const { id } = dataOf(await visitor.call(enrolment.subscribeType, { params: { type }, body: { id: await courseId(t, slug) } }), enrolment.subscribeType);
  const { modules } = dataOf(await visitor.call(flow.formationCurrentFlow, { params: { id } }), flow.formationCurrentFlow);
  return { visitor, id, moduleId: modules[0].id };
}
/** The learner enrolled in a quiz training: its courseTrackingId and its one quiz module. */
async function enrolledInQuiz(t: TestApp) {
  const visitor = await learner(t);
  const { id } = dataOf(await visitor.call(enrolment.subscribeType, { params: { type: 'quiz' }, body: { id: await courseId(t, 'quiz-bon-usage-antibiotiques') } }), enrolment.subscribeType);
  const { modules } = dataOf(await visitor.call(flow.formationCurrentFlow, { params: { id } }), flow.formationCurrentFlow);
  return { visitor, id, moduleId: modules[0].id };
}
const video = (t: TestApp) => enrolledIn(t, 'video', 'conseil-homeopathie-pathologies-hivernales');
const pdf = (t: TestApp) => enrolledIn(t, 'pdf', 'gestion-stupefiants-officine');

/** The learner enrolled, with a SCORM package recorded on the first module (no file is read by these calls). */
async function enrolledInScorm(t: TestApp) {
  const found = await enrolled(t);
  const content = { kind: 'scorm' as const, storageKey: 'scorm/sweep', scormVersion: '1.2' as const, scormEntry: 'index.html' };
  await t.db.db.insert(moduleContents).values({ moduleId: found.moduleId, ...content }).onConflictDoUpdate({ target: moduleContents.moduleId, set: content });
  return found;
}

// The evaluation quiz, the attestations, the virtual classes, DPC programmes and the bookings have sweeps of their own
// (quiz-, attestation-, virtual-class-, dpc-, booking-contracts).
sweepContracts('learning', contractsIn(import.meta.glob(['/packages/contracts/src/learning/*.ts', '!**/*.test.ts', '!**/quiz.ts', '!**/attestation.ts', '!**/virtual-class.ts', '!**/dpc.ts', '!**/booking.ts', '!**/mixt.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [enrolment.subscribeFormation, async (t) => (await learner(t)).call(enrolment.subscribeFormation, { body: { id: await courseId(t, 'accompagner-sevrage-tabagique') } })],
  [enrolment.subscribeLms, async (t) => (await learner(t)).call(enrolment.subscribeLms, { params: { id: await courseId(t, 'nutrition-infantile-laits-diversification') } })],
  [enrolment.subscribeVideo, async (t) => (await learner(t)).call(enrolment.subscribeVideo, { params: { id: await courseId(t, 'conseil-homeopathie-pathologies-hivernales') } })],
  [enrolment.subscribePdf, async (t) => (await learner(t)).call(enrolment.subscribePdf, { params: { id: await courseId(t, 'gestion-stupefiants-officine') } })],
  [enrolment.subscribeType, async (t) => (await learner(t)).call(enrolment.subscribeType, { params: { type: 'podcast' }, body: { id: await courseId(t, 'troubles-sommeil-conseil') } })],
  [enrolment.unsubscribeFormation, async (t) => {
    const { visitor } = await enrolled(t);
    return visitor.call(enrolment.unsubscribeFormation, { params: { id: await courseId(t, 'accompagner-sevrage-tabagique') } });
  }],
  [enrolment.unsubscribeVideo, async (t) => {
    const [visitor, id] = [await learner(t), await courseId(t, 'pansements-plaies-chroniques')];
    await visitor.call(enrolment.subscribeVideo, { params: { id } });
    return visitor.call(enrolment.unsubscribeVideo, { params: { id } });
  }],
  [enrolment.unsubscribeType, async (t) => {
    const [visitor, id] = [await learner(t), await courseId(t, 'quiz-diabete-type-2')];
    await visitor.call(enrolment.subscribeType, { params: { type: 'quiz' }, body: { id } });
    return visitor.call(enrolment.unsubscribeType, { params: { type: 'quiz' }, body: { id } });
  }],
  [enrolment.checkFormation, async (t) => (await learner(t)).call(enrolment.checkFormation, { params: { a: 'formation', b: 'accompagner-sevrage-tabagique' } })],
  [enrolment.currentFormations, async (t) => (await enrolled(t)).visitor.call(enrolment.currentFormations)],
  [enrolment.trainingsList, async (t) => (await enrolled(t)).visitor.call(enrolment.trainingsList)],
  [flow.formationCurrentFlow, async (t) => {
    const { visitor, id } = await enrolled(t);
    return visitor.call(flow.formationCurrentFlow, { params: { id } });
  }],
  [flow.createSuivi, async (t) => {
    const { visitor, id } = await enrolled(t);
    return visitor.call(flow.createSuivi, { params: { id }, body: {} });
  }],
  [tracking.heartbeat, async (t) => {
    const { visitor, id, moduleId } = await enrolled(t);
    return visitor.call(tracking.heartbeat, { body: { courseTrackingId: id, moduleId } });
  }],
  [tracking.tracking, async (t) => {
    const { visitor, id } = await enrolled(t);
    return visitor.call(tracking.tracking, { query: { courseTrackingId: id } });
  }],
  [tracking.history, async (t) => (await learner(t)).call(tracking.history)],
  [scorm.getCourseCurrentFlow, async (t) => {
    const { visitor, id, moduleId } = await enrolledInScorm(t);
    return visitor.call(scorm.getCourseCurrentFlow, { params: { id }, query: { moduleId } });
  }],
  [scorm.commitCourseCurrentFlow, async (t) => {
    const { visitor, id, moduleId } = await enrolledInScorm(t);
    return visitor.call(scorm.commitCourseCurrentFlow, { params: { id }, body: { moduleId, cmi: { 'cmi.core.lesson_location': 'page-2' } } });
  }],
  [scorm.setActiveOnLmsAndGetPassword, async (t) => (await learner(t)).call(scorm.setActiveOnLmsAndGetPassword, { body: { status: true } })],
  [tracking.historyLight, async (t) => (await learner(t)).call(tracking.historyLight)],
  [media.getVideoFlow, async (t) => {
    const { visitor, id } = await video(t);
    return visitor.call(media.getVideoFlow, { params: { id }, query: { step: 1 } });
  }],
  [media.saveVideoPosition, async (t) => {
    const { visitor, id } = await video(t);
    return visitor.call(media.saveVideoPosition, { params: { id }, query: { step: 1 }, body: { positionSeconds: 5, volume: 0.8 } });
  }],
  [media.answerStepQuiz, async (t) => {
    const { visitor, moduleId } = await video(t);
    return visitor.call(media.answerStepQuiz, { params: { id: moduleId }, body: { answers: [{ questionId: 'q1', choice: 1 }, { questionId: 'q2', choice: 0 }] } });
  }],
  [media.completeVideoStep, async (t) => {
    const { visitor, id } = await enrolledIn(t, 'podcast', 'troubles-sommeil-conseil');
    const { module } = dataOf(await visitor.call(media.getVideoFlow, { params: { id }, query: { step: 1 } }), media.getVideoFlow);
    await visitor.call(media.saveVideoPosition, { params: { id }, query: { step: 1 }, body: { positionSeconds: 60 } });
    return visitor.call(media.completeVideoStep, { params: { id: module.id } });
  }],
  [media.getVideoQuiz, async (t) => (await video(t)).visitor.call(media.getVideoQuiz, { params: { slug: 'conseil-homeopathie-pathologies-hivernales' } })],
  [media.getAudioStream, async (t) => {
    const { visitor, moduleId } = await enrolledIn(t, 'podcast', 'microbiote-probiotiques');
    return visitor.call(media.getAudioStream, { params: { id: moduleId } });
  }],
  [media.getPdfLink, async (t) => {
    const { visitor, moduleId } = await pdf(t);
    return visitor.call(media.getPdfLink, { params: { id: moduleId } });
  }],
  [media.getPdfFile, async (t) => {
    const { visitor, moduleId } = await pdf(t);
    const { url } = dataOf(await visitor.call(media.getPdfLink, { params: { id: moduleId } }), media.getPdfLink);
    return createVisitor(t.app).request({ method: 'GET', url });
  }],
  [media.completePdfStep, async (t) => {
    const { visitor, moduleId } = await pdf(t);
    await visitor.call(media.getPdfLink, { params: { id: moduleId } });
    return visitor.call(media.completePdfStep, { params: { id: moduleId } });
  }],
  [quizmod.getQuizModule, async (t) => {
    const { visitor, id, moduleId } = await enrolledInQuiz(t);
    return visitor.call(quizmod.getQuizModule, { params: { id }, query: { moduleId } });
  }],
  [quizmod.answerQuizModule, async (t) => {
    const { visitor, id, moduleId } = await enrolledInQuiz(t);
    return visitor.call(quizmod.answerQuizModule, { params: { id }, body: { moduleId, answers: { q1: 1, q2: 2, q3: 0, q4: 1, q5: 0 } } });
  }],
]));
