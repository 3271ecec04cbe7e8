import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@app/contracts/pharmacy/history-export';
import { accounts } from '@app/db/schema/accounts';
import { enrolments } from '@app/db/schema/enrolments';
import { memberships } from '@app/db/schema/memberships';
import { trainingOffers } from '@app/db/schema/training-offers';
import { users } from '@app/db/schema/users';
import { rowsOf } from '@app/db/testing';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { unzip } from '../../test/zip.ts';
import { EXPORT_BATCH, EXPORT_KEEP_DAYS, purgeOldExports } from './history-export-job.ts';

let t: TestApp;
let owner: Visitor;
const db = () => t.db.db;
const userIdOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const accountId = async (name: string) => (await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name)))[0].id;

beforeAll(async () => {
  t = await buildTestApp({ JOBS_POLL_SECONDS: 0.5 });
  owner = await signedIn(t.app, 'titulaire@demo.test');
});
afterAll(() => t.close());

/** Asks for an export, waits for its job to finish it, and downloads it. */
async function exported(body: Parameters<typeof startCall>[0], visitor = owner) {
  const started = await startCall(body, visitor);
  expect(started.statusCode).toBe(202);
  const asked = dataOf(started, contracts.startHistoryExport);
  expect(asked).toMatchObject({ status: 'queued', format: body.format, percent: 0 });
  await expect
    .poll(async () => dataOf(await visitor.call(contracts.getHistoryExport, { params: { id: asked.id } }), contracts.getHistoryExport).status, { timeout: 60_000, interval: 200 })
    .toBe('done');
  const status = dataOf(await visitor.call(contracts.getHistoryExport, { params: { id: asked.id } }), contracts.getHistoryExport);
  const file = await visitor.call(contracts.downloadHistoryExport, { params: { id: asked.id } });
  expect(file.statusCode).toBe(200);
  return { asked, status, file };
}
const startCall = (body: { format: 'csv' | 'xlsx'; year?: number; learnerIds?: number[] }, visitor = owner) => visitor.call(contracts.startHistoryExport, { body });
const csvLines = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('the team’s history export', () => {
  it('builds a CSV of one row per learner and finished training, for the year and learners asked', async () => {
    const lea = await userIdOf('lea.dubois@demo.test');
    const { status, file } = await exported({ format: 'csv', year: 2026, learnerIds: [lea] });
    expect(status).toMatchObject({ status: 'done', done: 1, total: 1, percent: 100, fileName: expect.stringMatching(/^historique-equipe-\d{4}-\d{2}-\d{2}\.csv$/) });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${status.fileName}"`);
    const lines = csvLines(file.rawPayload);
    expect(lines[0]).toBe('Apprenant,Formation,Type,Commencée le,Terminée le,Temps passé (minutes),Score initial,Score final,Points');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Léa Dubois,Gestion des stupéfiants.*,Document PDF,14\/09\/2026,15\/09\/2026,\d+,5,9\.2,\d+$/);
  });

  it('builds an XLSX workbook of the whole team', async () => {
    const { status, file } = await exported({ format: 'xlsx' });
    expect(status).toMatchObject({ done: 5, total: 5, percent: 100 });
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const files = await unzip(file.rawPayload);
    const strings = files.get('xl/sharedStrings.xml')!.toString('utf8');
    for (const text of ['Apprenant', 'Léa Dubois', 'Sarah Laurent', 'Gestion des stupéfiants', 'Accompagner le sevrage']) expect(strings).toContain(text);
  });

  it('copes with a team of 2,000 learners, saving its progress batch by batch', async () => {
    const centre = await accountId('Pharmacie du Centre');
    const [{ platformId }] = await db().select({ platformId: accounts.platformId }).from(accounts).where(eq(accounts.id, centre));
    const [offer] = await db()
      .select({ id: trainingOffers.id, trainingId: trainingOffers.trainingId })
      .from(trainingOffers)
      .where(eq(trainingOffers.slug, 'gestion-stupefiants-officine'));
    const team = await db()
      .insert(users)
      .values(
        Array.from({ length: 1995 }, (_, n) => ({
          platformId,
          email: `team-${n}@bench.test`,
          passwordHash: 'x',
          firstName: 'Membre',
          lastName: `Équipe ${String(n).padStart(4, '0')}`,
        })),
      )
      .returning({ id: users.id });
    await db()
      .insert(memberships)
      .values(team.map((u) => ({ userId: u.id, accountId: centre, role: 'learner' as const })));
    const completedAt = new Date('2026-03-02T10:00:00Z');
    await db()
      .insert(enrolments)
      .values(
        team.map((u) => ({
          platformId,
          userId: u.id,
          accountId: centre,
          trainingId: offer.trainingId,
          offerId: offer.id,
          status: 'completed' as const,
          startedAt: completedAt,
          completedAt,
          secondsSpent: 600,
        })),
      );
    // Every value the progress takes, as the job writes it.
    await db().execute(sql`create table export_progress (done int, total int)`);
    await db().execute(
      sql.raw(`create function record_progress() returns trigger language plpgsql as $$ begin insert into export_progress values (new.done, new.total); return new; end $$`),
    );
    await db().execute(sql`create trigger export_progress after update on pharmacy_exports for each row execute function record_progress()`);
    const { status, file } = await exported({ format: 'csv' });
    expect(status).toMatchObject({ done: 2000, total: 2000, percent: 100 });
    expect(csvLines(file.rawPayload).filter((l) => l.startsWith('Membre Équipe'))).toHaveLength(1995);
    const progress = (await rowsOf<{ done: number }>(db().execute(sql`select done from export_progress`))).map((r) => Number(r.done));
    expect(progress).toEqual([0, ...Array.from({ length: 2000 / EXPORT_BATCH }, (_, n) => (n + 1) * EXPORT_BATCH), 2000]);
  }, 120_000);

  it('refuses bad input with 422 and a learner not of the team with 404, queuing nothing', async () => {
    expect((await startCall({ format: 'pdf' as 'csv' })).statusCode).toBe(422);
    expect((await startCall({ format: 'csv', year: 1990 })).statusCode).toBe(422);
    expect((await startCall({ format: 'csv', learnerIds: [] })).statusCode).toBe(422);
    const foreign = failureOf(
      await startCall({ format: 'csv', learnerIds: [await userIdOf('lea.dubois@demo.test'), await userIdOf('paul.andre@demo.test')] }),
      contracts.startHistoryExport,
    );
    expect(foreign.message).toBe('Un des apprenants choisis ne fait pas partie de votre équipe.');
    expect((await owner.request({ url: '/back/api/user/referent/history/export/not-an-id' })).statusCode).toBe(422);
  });

  it('answers 409 for the file of an export not finished yet', async () => {
    const [row] = await rowsOf<{ id: string }>(
      db().execute(
        sql`insert into pharmacy_exports (account_id, user_id, format, status) select a.id, u.id, 'csv', 'running' from accounts a, users u where a.name = 'Pharmacie du Centre' and u.email = 'titulaire@demo.test' returning id`,
      ),
    );
    const early = failureOf(await owner.call(contracts.downloadHistoryExport, { params: { id: row.id } }), contracts.downloadHistoryExport);
    expect(early.message).toMatch(/pas encore prêt/);
  });

  it('keeps an export a week: the nightly purge drops older ones, which are then not found', async () => {
    const insert = (daysAgo: number) =>
      rowsOf<{ id: string }>(
        db().execute(
          sql`insert into pharmacy_exports (account_id, user_id, format, status, created_at) select a.id, u.id, 'csv', 'done', now() - make_interval(days => ${daysAgo}) from accounts a, users u where a.name = 'Pharmacie du Centre' and u.email = 'titulaire@demo.test' returning id`,
        ),
      );
    const [old] = await insert(EXPORT_KEEP_DAYS + 1);
    const [recent] = await insert(EXPORT_KEEP_DAYS - 1);
    expect(await purgeOldExports(db())).toBeGreaterThanOrEqual(1);
    expect((await owner.call(contracts.getHistoryExport, { params: { id: old.id } })).statusCode).toBe(404);
    expect((await owner.call(contracts.getHistoryExport, { params: { id: recent.id } })).statusCode).toBe(200);
  });

  it('keeps an export to its pharmacy: another pharmacy’s manager gets 404; a learner 403, a visitor 401', async () => {
    const { asked } = await exported({ format: 'csv', learnerIds: [await userIdOf('lea.dubois@demo.test')] });
    const referent = await signedIn(t.app, 'referent@demo.test');
    await referent.request({ method: 'POST', url: '/back/api/user/setAccountId', payload: { accountId: await accountId('Pharmacie des Halles'), platform: 'demo' }, xsrf: true });
    expect((await referent.call(contracts.getHistoryExport, { params: { id: asked.id } })).statusCode).toBe(404);
    expect((await referent.call(contracts.downloadHistoryExport, { params: { id: asked.id } })).statusCode).toBe(404);
    expect((await startCall({ format: 'csv', learnerIds: [await userIdOf('lea.dubois@demo.test')] }, referent)).statusCode).toBe(404);
    const learner = await signedIn(t.app, 'lea.dubois@demo.test');
    for (const [visitor, expected] of [
      [learner, 403],
      [createVisitor(t.app), 401],
    ] as const) {
      expect((await startCall({ format: 'csv' }, visitor)).statusCode).toBe(expected);
      expect((await visitor.call(contracts.getHistoryExport, { params: { id: asked.id } })).statusCode).toBe(expected);
      expect((await visitor.call(contracts.downloadHistoryExport, { params: { id: asked.id } })).statusCode).toBe(expected);
    }
  });
});
