import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCourse } from '@app/contracts/catalogue/course';
import * as enrolment from '@app/contracts/learning/enrolment';
import * as flow from '@app/contracts/learning/flow';
import * as scorm from '@app/contracts/learning/scorm';
import { moduleContents } from '@app/db/schema/module-contents';
import { moduleProgress } from '@app/db/schema/module-progress';
import { trackingEvents } from '@app/db/schema/tracking-events';
import { trainingModules } from '@app/db/schema/training-modules';
import { MODULE_TYPE } from '@app/domain/catalogue/training-types';
import { contentDirOf } from '../../app.ts';
import { AppError } from '../../errors/app-error.ts';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { seedScormDemo } from './scorm-demo.ts';
import { importScormPackage } from './scorm-import.ts';

const FRENCH = 'accompagner-sevrage-tabagique';
let t: TestApp;
let dataDir: string;
let contentDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'scorm-'));
  contentDir = contentDirOf({ DATA_DIR: dataDir });
  t = await buildTestApp({ DATA_DIR: dataDir });
  await seedScormDemo(t.db.db, contentDir);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const courseId = async (slug: string) => dataOf(await createVisitor(t.app).call(getCourse, { params: { slug } }), getCourse).id;
const enrolIn = async (learner: Visitor, slug = FRENCH) => dataOf(await learner.call(enrolment.subscribeFormation, { body: { id: await courseId(slug) } }), enrolment.subscribeFormation).id;
const launch = async (learner: Visitor, id: number) => dataOf(await learner.call(scorm.getCourseCurrentFlow, { params: { id } }), scorm.getCourseCurrentFlow);
const commit = (learner: Visitor, id: number, moduleId: number, cmi: Record<string, string | number>, sessionEnded = false) =>
  learner.call(scorm.commitCourseCurrentFlow, { params: { id }, body: { moduleId, cmi, sessionEnded } });

async function zipOf(files: Record<string, string>, options: Record<string, { mode?: number }> = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name, options[name] ?? {});
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const MANIFEST = `<manifest identifier="m"><metadata><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>T</title><item identifier="i" identifierref="r"/></organization></organizations>
  <resources><resource identifier="r" adlcp:scormtype="sco" href="index.html"/></resources></manifest>`;

describe('importing a package', () => {
  /** Any module of a demo training: the import refuses before it looks at the module's content. */
  let moduleId: number;
  beforeAll(async () => {
    const record = await launch(await signedIn(t.app, 'titulaire@demo.test'), await enrolIn(await signedIn(t.app, 'titulaire@demo.test')));
    moduleId = record.moduleId;
  });

  const refusal = async (zip: Buffer, limits?: Parameters<typeof importScormPackage>[4]) => {
    const error = await importScormPackage(t.db.db, contentDir, moduleId, zip, limits).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(422);
    return (error as AppError).messageKey;
  };

  it('unpacked each demo package once, played by every e-learning module of its training or language, with the launch of its first SCO', async () => {
    const rows = await t.db.db.select().from(moduleContents).where(eq(moduleContents.kind, 'scorm'));
    const elearning = await t.db.db.select({ id: trainingModules.id }).from(trainingModules).where(eq(trainingModules.typeCode, MODULE_TYPE.elearning));
    expect(rows.map((r) => r.moduleId).sort()).toEqual(elearning.map((m) => m.id).sort());
    expect(new Set(rows.map((r) => r.scormVersion))).toEqual(new Set(['1.2', '2004']));
    // A package per language, and the DPC programmes' own two.
    expect(new Set(rows.map((r) => r.storageKey)).size).toBe(4);
    expect(await readdir(path.join(contentDir, 'scorm'))).toHaveLength(4);
    expect(rows.every((r) => r.scormEntry === 'index.html')).toBe(true);
    const folder = path.join(contentDir, rows[0].storageKey!);
    const files = await readdir(folder);
    expect(files).toHaveLength(4);
    expect(files).toEqual(expect.arrayContaining(['imsmanifest.xml', 'index.html', expect.stringMatching(/^scorm(12|2004)\.js$/), 'shared']));
    expect((await seedScormDemo(t.db.db, contentDir)).imported).toBe(0);
  });

  it('refuses what is not a zip, a zip without a manifest, an entry escaping the folder, a link, and a package too big', async () => {
    expect(await refusal(Buffer.from('%PDF-1.7 not a zip'))).toBe('scorm.notAZip');
    expect(await refusal(Buffer.from('PK\x03\x04 truncated', 'latin1'))).toBe('scorm.notAZip');
    expect(await refusal(await zipOf({ 'index.html': '<p>hi</p>' }))).toBe('scorm.noManifest');
    expect(await refusal(await zipOf({ 'imsmanifest.xml': '<manifest><broken' , 'index.html': '' }))).toBe('scorm.manifestUnreadable');
    expect(await refusal(await zipOf({ 'imsmanifest.xml': MANIFEST }))).toBe('scorm.launchFileMissing');
    // yazl will not write "../": the same bytes with the name changed after zipping (the CRC covers content only).
    const escaping = await zipOf({ 'imsmanifest.xml': MANIFEST, 'index.html': '', 'aa/evil.js': 'x' });
    expect(await refusal(Buffer.from(escaping.toString('latin1').replaceAll('aa/evil.js', '../evil.js'), 'latin1'))).toBe('scorm.pathEscapes');
    expect(await refusal(await zipOf({ 'imsmanifest.xml': MANIFEST, 'index.html': '', 'link': '/etc/passwd' }, { link: { mode: 0o120777 } }))).toBe('scorm.symlink');
    const small = { zipBytes: 10_000_000, unpackedBytes: 1000, entries: 100 };
    expect(await refusal(await zipOf({ 'imsmanifest.xml': MANIFEST, 'index.html': 'x'.repeat(2000) }), small)).toBe('scorm.tooBig');
    expect(await refusal(await zipOf({ 'imsmanifest.xml': MANIFEST, 'index.html': '' }), { ...small, zipBytes: 100 })).toBe('scorm.tooBig');
    // Nothing was left behind: only the demo's folders are in the store.
    const folders = await readdir(path.join(contentDir, 'scorm'));
    const keys = (await t.db.db.select({ key: moduleContents.storageKey }).from(moduleContents).where(eq(moduleContents.kind, 'scorm'))).map((r) => r.key);
    expect(folders.sort()).toEqual([...new Set(keys.map((k) => k!.replace('scorm/', '')))].sort());
  });
  it('replaces the package of a module that shared the demo copy without removing the copy; its own previous folder goes', async () => {
    const [module] = await t.db.db
      .select({ id: trainingModules.id, storageKey: moduleContents.storageKey })
      .from(trainingModules)
      .innerJoin(moduleContents, eq(moduleContents.moduleId, trainingModules.id))
      .where(eq(trainingModules.name, 'Le tiers payant en 2019'));
    const zip = await zipOf({ 'imsmanifest.xml': MANIFEST, 'index.html': '<p>v1</p>' });
    const first = await importScormPackage(t.db.db, contentDir, module.id, zip);
    const second = await importScormPackage(t.db.db, contentDir, module.id, zip);
    const folders = await readdir(path.join(contentDir, 'scorm'));
    expect(folders).toContain(module.storageKey!.replace('scorm/', ''));
    expect(folders).toContain(second.storageKey!.replace('scorm/', ''));
    expect(folders).not.toContain(first.storageKey!.replace('scorm/', ''));
  });
});

describe('the SCORM flow', () => {
  it('launches the current module with a signed URL, saves each commit and resumes from it on another device', async () => {
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    const id = await enrolIn(learner);
    const first = await launch(learner, id);
    expect(first).toMatchObject({ version: '1.2', status: 'notStarted', score: null });
    expect(first.cmi).toMatchObject({ 'cmi.core.entry': 'ab-initio', 'cmi.core.credit': 'credit', 'cmi.core.student_id': expect.any(String) });
    expect(first.launchUrl).toMatch(new RegExp(`^/back/scorm/${id}/${first.moduleId}/\\d+\\.[\\w-]{43}/index\\.html$`));

    const saved = dataOf(
      await commit(learner, id, first.moduleId, {
        'cmi.core.lesson_location': 'page-2',
        'cmi.suspend_data': '{"answers":{}}',
        'cmi.core.lesson_status': 'incomplete',
        'cmi.core.exit': 'suspend',
        'cmi.core.session_time': '00:02:10',
        'cmi.core.student_name': 'echoed back, ignored',
      }, true),
      scorm.commitCourseCurrentFlow,
    );
    expect(saved).toEqual({ status: 'inProgress', score: null, enrolmentCompleted: false });

    const elsewhere = await signedIn(t.app, 'pharmacien@demo.test');
    const again = await launch(elsewhere, id);
    expect(again.status).toBe('inProgress');
    expect(again.cmi).toMatchObject({
      'cmi.core.lesson_location': 'page-2',
      'cmi.suspend_data': '{"answers":{}}',
      'cmi.core.entry': 'resume',
      'cmi.core.total_time': '00:02:10',
    });
    expect(again.cmi['cmi.core.exit']).toBeUndefined();
    const events = await t.db.db.select().from(trackingEvents).where(and(eq(trackingEvents.enrolmentId, id), eq(trackingEvents.kind, 'commit')));
    expect(events.at(-1)?.payload).toMatchObject({ 'cmi.core.lesson_location': 'page-2' });
  });

  it('refuses a commit outside the data model field by field, keeping the earlier progress', async () => {
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    const id = await enrolIn(learner);
    const { moduleId } = await launch(learner, id);
    dataOf(await commit(learner, id, moduleId, { 'cmi.core.lesson_location': 'page-3' }), scorm.commitCourseCurrentFlow);
    const response = await commit(learner, id, moduleId, { 'cmi.core.lesson_location': 'page-4', 'cmi.core.score.raw': '140', 'cmi.location': 'x' });
    expect(response.statusCode).toBe(422);
    const failure = failureOf(response, scorm.commitCourseCurrentFlow);
    expect(failure.data).toEqual({
      errors: {
        'cmi.core.score.raw': ['Cette valeur n’est pas permise par le modèle de données SCORM 1.2.'],
        'cmi.location': ['Cet élément ne fait pas partie du modèle de données SCORM 1.2.'],
      },
    });
    expect((await launch(learner, id)).cmi['cmi.core.lesson_location']).toBe('page-3');
  });

  it('completes the module with its score out of 10 when the check is passed, not when it is failed', async () => {
    const learner = await signedIn(t.app, 'adjoint@demo.test');
    const id = await enrolIn(learner);
    const { moduleId } = await launch(learner, id);
    const failed = dataOf(await commit(learner, id, moduleId, { 'cmi.core.score.raw': '33', 'cmi.core.lesson_status': 'failed' }), scorm.commitCourseCurrentFlow);
    expect(failed).toEqual({ status: 'inProgress', score: 3.3, enrolmentCompleted: false });
    const passed = dataOf(await commit(learner, id, moduleId, { 'cmi.core.score.raw': '100', 'cmi.core.lesson_status': 'passed' }), scorm.commitCourseCurrentFlow);
    expect(passed).toEqual({ status: 'completed', score: 10, enrolmentCompleted: false });
    const [progress] = await t.db.db.select().from(moduleProgress).where(and(eq(moduleProgress.enrolmentId, id), eq(moduleProgress.moduleId, moduleId)));
    expect(progress.completedAt).not.toBeNull();
    // The next module is now the current one.
    expect((await launch(learner, id)).moduleId).not.toBe(moduleId);
  });

  it('answers in Spanish for a SCORM 2004 package on a Spanish platform', async () => {
    const learner = await signedIn(t.app, 'farmaceutico@cofares.test', 'cofares.localhost', 'cofares');
    const course = dataOf(await createVisitor(t.app, 'cofares.localhost').call(getCourse, { params: { slug: 'deshabituacion-tabaquica' } }), getCourse);
    const id = dataOf(await learner.call(enrolment.subscribeFormation, { body: { id: course.id } }), enrolment.subscribeFormation).id;
    const first = await launch(learner, id);
    expect(first.version).toBe('2004');
    expect(first.cmi['cmi.entry']).toBe('ab-initio');
    const response = await commit(learner, id, first.moduleId, { 'cmi.completion_status': 'passed' });
    expect(failureOf(response, scorm.commitCourseCurrentFlow).data).toEqual({
      errors: { 'cmi.completion_status': ['Este valor no está permitido por el modelo de datos SCORM 2004.'] },
    });
    const done = dataOf(
      await commit(learner, id, first.moduleId, { 'cmi.completion_status': 'completed', 'cmi.success_status': 'passed', 'cmi.score.scaled': '0.67' }),
      scorm.commitCourseCurrentFlow,
    );
    expect(done).toMatchObject({ status: 'completed', score: 6.7 });
  });

  it('answers 404 for another learner’s enrolment, and 409 for a module that is locked or not SCORM', async () => {
    const owner = await signedIn(t.app, 'pharmacien@demo.test');
    const id = await enrolIn(owner);
    const { moduleId } = await launch(owner, id);
    const other = await signedIn(t.app, 'titulaire@demo.test');
    expect((await other.call(scorm.getCourseCurrentFlow, { params: { id } })).statusCode).toBe(404);
    expect((await commit(other, id, moduleId, { 'cmi.core.lesson_location': 'x' })).statusCode).toBe(404);
    const { modules } = dataOf(await owner.call(flow.formationCurrentFlow, { params: { id } }), flow.formationCurrentFlow);
    expect((await owner.call(scorm.getCourseCurrentFlow, { params: { id }, query: { moduleId: modules[2].id } })).statusCode).toBe(409);
    const video = dataOf(await owner.call(enrolment.subscribeVideo, { params: { id: await courseId('pansements-plaies-chroniques') } }), enrolment.subscribeVideo).id;
    expect((await owner.call(scorm.getCourseCurrentFlow, { params: { id: video } })).statusCode).toBe(409);
    expect((await createVisitor(t.app).call(scorm.getCourseCurrentFlow, { params: { id } })).statusCode).toBe(401);
  });
});

describe('the package files', () => {
  it('serves the launch file without any cookie, sandboxed, with the API shim first', async () => {
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    const { launchUrl } = await launch(learner, await enrolIn(learner));
    const page = await t.app.inject({ method: 'GET', url: launchUrl, headers: { host: 'demo.localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/^sandbox allow-scripts/);
    expect(page.headers['content-security-policy']).not.toMatch(/allow-same-origin/);
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.body.indexOf('window.API =')).toBeGreaterThan(-1);
    expect(page.body.indexOf('<script>')).toBeLessThan(page.body.indexOf('<title>'));
    const script = await t.app.inject({ method: 'GET', url: launchUrl.replace('index.html', 'shared/pages.js'), headers: { host: 'demo.localhost' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('startCourse');
  });

  it('refuses a missing, changed, expired or another learner’s token, and a path out of the package', async () => {
    const owner = await signedIn(t.app, 'pharmacien@demo.test');
    const { launchUrl, moduleId } = await launch(owner, await enrolIn(owner));
    const other = await signedIn(t.app, 'titulaire@demo.test');
    const othersLaunch = await launch(other, await enrolIn(other));
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'demo.localhost' } });
    const [, , , enrolmentId, , token] = launchUrl.split('/');
    const othersToken = othersLaunch.launchUrl.split('/')[5];
    expect((await get(`/back/scorm/${enrolmentId}/${moduleId}/index.html`)).statusCode).toBe(404);
    expect((await get(launchUrl.replace(token, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`))).statusCode).toBe(403);
    expect((await get(launchUrl.replace(token, `1000.${token.split('.')[1]}`))).statusCode).toBe(403);
    expect((await get(launchUrl.replace(token, othersToken))).statusCode).toBe(403);
    expect((await get(othersLaunch.launchUrl.replace(othersToken, token))).statusCode).toBe(403);
    const refused = await get(launchUrl.replace(token, othersToken));
    expect(refused.json()).toMatchObject({ status: 'Error', message: expect.stringMatching(/expiré|vôtre/) });
    expect((await get(launchUrl.replace('index.html', '..%2F..%2F..%2Fsecrets.json'))).statusCode).toBe(404);
    expect((await get(launchUrl.replace('index.html', 'missing.html'))).statusCode).toBe(404);
  });
});

describe('setActiveOnLmsAndGetPassword', () => {
  it('keeps its contract: the status asked, no password with the built-in player', async () => {
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    const answer = dataOf(await learner.call(scorm.setActiveOnLmsAndGetPassword, { body: { status: true } }), scorm.setActiveOnLmsAndGetPassword);
    expect(answer).toEqual({ status: true, password: null });
    expect((await createVisitor(t.app).call(scorm.setActiveOnLmsAndGetPassword, { body: { status: true } })).statusCode).toBe(401);
  });
});
