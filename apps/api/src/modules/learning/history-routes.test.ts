import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCourse } from '@app/contracts/catalogue/course';
import { listAttestations } from '@app/contracts/learning/attestation';
import { downloadAttestations } from '@app/contracts/profile/attestations';
import { askQuestion, getCurrentAverages, getQuestionsAnswers, historyExport, QUESTION_MAX } from '@app/contracts/profile/history';
import { enrolments } from '@app/db/schema/enrolments';
import { moduleProgress } from '@app/db/schema/module-progress';
import { quizTrackings, quizzes } from '@app/db/schema/quizzes';
import { trainingModules } from '@app/db/schema/training-modules';
import { trainingOffers } from '@app/db/schema/training-offers';
import { users } from '@app/db/schema/users';
import { MODULE_TYPE } from '@app/domain/catalogue/training-types';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { readPdf } from '../../test/pdf.ts';
import { unzip } from '../../test/zip.ts';

const LEARNER = 'lea.dubois@demo.test';
let t: TestApp;
let lea: Visitor;
let other: Visitor;
beforeAll(async () => {
  t = await buildTestApp();
  lea = await signedIn(t.app, LEARNER);
  other = await signedIn(t.app, 'pharmacien@demo.test');
});
afterAll(async () => t.close());

const userId = async (email: string) => (await t.db.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

describe('GET /api/user/history/export', () => {
  it('sends the filtered history as a CSV with a BOM, its header in the learner’s language, points and total', async () => {
    const response = await lea.call(historyExport, { query: { format: 'csv', year: 2026 } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="historique-formations-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFFormation,Type,Commencée le,Terminée le,Temps passé (minutes),Score initial,Score final,Points\r\n')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    // 2026 only: the pdf document finished on 15 September 2026 (Paris), then the total.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Gestion des stupéfiants.*,Document PDF,14\/09\/2026,15\/09\/2026,\d+,5,9\.2,\d+$/);
    const points = Number(lines[1].split(',').at(-1));
    expect(lines[2]).toBe(`Total,,,,,,,${points}`);
  });

  it('filters by type; an unknown type or format is a 422', async () => {
    const response = await lea.call(historyExport, { query: { format: 'csv', type: 'formation' } });
    const lines = response.rawPayload.toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Formation en ligne');
    const bad = await lea.request({ method: 'GET', url: '/back/api/user/history/export?format=csv&type=nope' });
    expect(bad.statusCode).toBe(422);
    expect((await lea.request({ method: 'GET', url: '/back/api/user/history/export?format=pdf' })).statusCode).toBe(422);
  });

  it('sends an XLSX workbook with the same rows', async () => {
    const response = await lea.call(historyExport, { query: { format: 'xlsx' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const files = await unzip(response.rawPayload);
    const sheet = [...files.entries()].find(([name]) => name.startsWith('xl/worksheets/'))![1].toString('utf8');
    const strings = files.get('xl/sharedStrings.xml')?.toString('utf8') ?? sheet;
    expect(strings).toContain('Formation');
    expect(strings).toContain('Total');
  });

  it('leaves the points out without points access, and shows another learner only their own history', async () => {
    const shop = await signedIn(t.app, 'boutique@demo.test');
    const header = (await shop.call(historyExport, { query: { format: 'csv' } })).rawPayload.toString('utf8').split('\r\n')[0];
    expect(header).not.toContain('Points');
    const lines = (await other.call(historyExport, { query: { format: 'csv' } })).rawPayload.toString('utf8').trim().split('\r\n');
    expect(lines.some((l) => l.includes('Gestion des stupéfiants'))).toBe(false);
    expect((await createVisitor(t.app).call(historyExport, { query: { format: 'csv' } })).statusCode).toBe(401);
  });
});

describe('questions to trainers and advisors', () => {
  it('lists the learner’s questions newest first, with the answers given', async () => {
    const questions = dataOf(await lea.call(getQuestionsAnswers), getQuestionsAnswers);
    expect(questions.map((q) => q.askedAt)).toEqual([...questions.map((q) => q.askedAt)].sort().reverse());
    expect(questions[0]).toMatchObject({ answer: null, answeredAt: null, answeredBy: null });
    expect(questions[1]).toMatchObject({ answer: expect.stringContaining('Dix ans'), answeredBy: 'Aurélie Blanc', training: expect.objectContaining({ slug: 'gestion-stupefiants-officine' }) });
    expect(dataOf(await other.call(getQuestionsAnswers), getQuestionsAnswers)).toEqual([]);
  });

  it('records a question asked from a training’s page, first in the list', async () => {
    const course = dataOf(await createVisitor(t.app).call(getCourse, { params: { slug: 'dermocosmetique-conseil-cutane' } }), getCourse);
    const response = await other.call(askQuestion, { body: { courseId: course.id, text: '  Quelle crème pour une peau atopique ?  ' } });
    expect(response.statusCode).toBe(201);
    const [first] = dataOf(await other.call(getQuestionsAnswers), getQuestionsAnswers);
    expect(first).toMatchObject({ text: 'Quelle crème pour une peau atopique ?', answer: null, training: { id: course.id, slug: course.slug } });
  });

  it('refuses an empty or too long question by field, and a course of another platform with a 404', async () => {
    const course = dataOf(await createVisitor(t.app).call(getCourse, { params: { slug: 'dermocosmetique-conseil-cutane' } }), getCourse);
    const empty = failureOf(await other.call(askQuestion, { body: { courseId: course.id, text: '   ' } }), askQuestion);
    expect(empty.data).toEqual({ errors: { text: ['Ce champ est obligatoire.'] } });
    const long = await other.call(askQuestion, { body: { courseId: course.id, text: 'a'.repeat(QUESTION_MAX + 1) } });
    expect(long.statusCode).toBe(422);
    const onMfo = await signedIn(t.app, 'pharmacien@mfo.test', 'mfo.localhost', 'mfo');
    expect((await onMfo.call(askQuestion, { body: { courseId: course.id, text: 'Une question ?' } })).statusCode).toBe(404);
    expect((await createVisitor(t.app).call(askQuestion, { body: { courseId: course.id, text: 'Une question ?' } })).statusCode).toBe(401);
  });
});

describe('GET /api/user/getCurrentAverages', () => {
  it('gives the learner’s mean evaluation and knowledge check scores beside the platform’s', async () => {
    const [leaId, otherId] = [await userId(LEARNER), await userId('pharmacien@demo.test')];
    const platformId = (await t.db.db.select({ platformId: users.platformId }).from(users).where(eq(users.id, leaId)))[0].platformId;
    for (const [user, score] of [[leaId, 80], [leaId, 60], [otherId, 40]] as const) {
      const [quiz] = await t.db.db.insert(quizzes).values({ userId: user, platformId, hidden: true }).returning();
      await t.db.db.insert(quizTrackings).values({ quizId: quiz.id, userId: user, score });
    }
    const [check] = await t.db.db.select().from(trainingModules).where(eq(trainingModules.typeCode, MODULE_TYPE.quiz)).limit(1);
    const [offer] = await t.db.db.select().from(trainingOffers).where(and(eq(trainingOffers.trainingId, check.trainingId), eq(trainingOffers.platformId, platformId)));
    for (const [user, score] of [[leaId, 9], [otherId, 5]] as const) {
      const [enrolment] = await t.db.db.insert(enrolments).values({ platformId, userId: user, trainingId: check.trainingId, offerId: offer.id }).returning();
      await t.db.db.insert(moduleProgress).values({ enrolmentId: enrolment.id, moduleId: check.id, score });
    }
    expect(dataOf(await lea.call(getCurrentAverages), getCurrentAverages)).toEqual({
      evaluations: { mine: 70, platform: 60, count: 2 },
      knowledgeChecks: { mine: 90, platform: 70, count: 1 },
    });
    const nobody = await signedIn(t.app, 'adjoint@demo.test');
    expect(dataOf(await nobody.call(getCurrentAverages), getCurrentAverages).evaluations).toEqual({ mine: null, platform: 60, count: 0 });
  });
});

describe('POST /api/user/download', () => {
  it('zips the selected attestations’ PDFs', async () => {
    const list = dataOf(await lea.call(listAttestations), listAttestations).attestations;
    expect(list.length).toBeGreaterThanOrEqual(2);
    const response = await lea.call(downloadAttestations, { body: { data: list.map((a) => ({ id: a.courseTrackingId, kind: 'training' as const })) } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="attestations.zip"');
    const files = await unzip(response.rawPayload);
    expect([...files.keys()].sort()).toEqual(list.map((a) => a.fileName).sort());
    for (const pdf of files.values()) expect(readPdf(pdf).text).toContain('Léa Dubois');
  });

  it('answers 404 for another learner’s attestation (nothing sent), and 422 for an empty selection', async () => {
    const [item] = dataOf(await lea.call(listAttestations), listAttestations).attestations;
    const response = await other.call(downloadAttestations, { body: { data: [{ id: item.courseTrackingId, kind: 'training' }] } });
    expect(response.statusCode).toBe(404);
    expect((await lea.call(downloadAttestations, { body: { data: [{ id: item.courseTrackingId, kind: 'dpc' }] } })).statusCode).toBe(404);
    const empty = failureOf(await lea.call(downloadAttestations, { body: { data: [] } }), downloadAttestations);
    expect(empty.data).toEqual({ errors: { data: ['Choisissez au moins une attestation.'] } });
  });
});
