/** Tests of DPC programmes: the demo programme, its right answers and its steps followed through the API. */
import { expect } from 'vitest';
import { getCourse } from '@app/contracts/catalogue/course';
import * as dpc from '@app/contracts/learning/dpc';
import * as scorm from '@app/contracts/learning/scorm';
import { moduleContents } from '@app/db/schema/module-contents';
import { QUIZ_MODULE_QUESTIONS } from '@app/db/seed/data/quizmod-questions';
import { createVisitor, dataOf, type TestApp, type Visitor } from '../../test/helper.ts';

export const PROGRAMME = 'vaccination-antigrippale-officine';
export const RIGHT_ANSWERS = Object.fromEntries(QUIZ_MODULE_QUESTIONS[`fr:${PROGRAMME}`].map((q) => [q.id, q.answer]));
export const PDF_BYTES = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export const courseIdOf = async (t: TestApp, slug: string) => dataOf(await createVisitor(t.app).call(getCourse, { params: { slug } }), getCourse).id;

export async function subscribe(t: TestApp, learner: Visitor, slug = PROGRAMME): Promise<number> {
  return dataOf(await learner.call(dpc.subscribeDpc, { body: { id: await courseIdOf(t, slug) } }), dpc.subscribeDpc).id;
}

/** A multipart body with the certificate, as the browser sends it. */
export function certificateForm(bytes: Buffer, name = 'attestation.pdf', type = 'application/pdf'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** The cognitive training's modules completed as their SCORM package reports it (the package's files are not read). */
export async function followCognitive(t: TestApp, learner: Visitor, id: number): Promise<void> {
  const { dpc: part } = dataOf(await learner.call(dpc.dpcCurrentFlow, { params: { id } }), dpc.dpcCurrentFlow);
  for (const moduleId of part.steps[1].moduleIds) {
    const content = { kind: 'scorm' as const, storageKey: 'scorm/dpc-test', scormVersion: '1.2' as const, scormEntry: 'index.html' };
    await t.db.db.insert(moduleContents).values({ moduleId, ...content }).onConflictDoUpdate({ target: moduleContents.moduleId, set: content });
    const committed = await learner.call(scorm.commitCourseCurrentFlow, { params: { id }, body: { moduleId, cmi: { 'cmi.core.lesson_status': 'completed' }, sessionEnded: true } });
    expect(committed.statusCode, committed.body).toBe(200);
  }
}

const stepOk = async (learner: Visitor, id: number, data: dpc.DpcStepData) => dataOf(await learner.call(dpc.completeDpcStep, { params: { id }, body: { data } }), dpc.completeDpcStep);

/** Brings an enrolment to its practice evaluation (`practice`), or through the whole programme (`done`). */
export async function followProgramme(t: TestApp, learner: Visitor, id: number, upTo: 'practice' | 'done'): Promise<void> {
  await stepOk(learner, id, { step: 'preAssessment', answers: RIGHT_ANSWERS });
  await followCognitive(t, learner, id);
  if (upTo === 'practice') return;
  dataOf(await learner.call(dpc.uploadPracticeCertificate, { params: { id }, body: certificateForm(PDF_BYTES) }), dpc.uploadPracticeCertificate);
  await stepOk(learner, id, { step: 'practice' });
  await stepOk(learner, id, { step: 'postAssessment', answers: RIGHT_ANSWERS });
}
