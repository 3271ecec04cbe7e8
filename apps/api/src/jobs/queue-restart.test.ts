import { spawn, type ChildProcess } from 'node:child_process';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@app/db/client';
import { outboxMessages } from '@app/db/schema/outbox-messages';
import { platforms } from '@app/db/schema/platforms';
import { trainingOffers } from '@app/db/schema/training-offers';
import { users } from '@app/db/schema/users';
import { bookSessions } from '../modules/learning/booking-book.ts';
import { rowsOf } from '@app/db/testing';
import { openDatabaseForTests } from '../test/helper.ts';
import { startJobQueue } from './queue.ts';

/**
 * The job queue survives a crash and runs a job once across instances (issue 12 part 1), on PostgreSQL: a reminder is
 * queued while a server runs, the server is killed with SIGKILL before the job is due, two servers start on the
 * same database, and the reminder is sent exactly once.
 */
const url = process.env.DATABASE_URL;
const EMAIL = 'pharmacien@demo.test';

let handle: DbHandle;
let copyUrl: string;
const children: ChildProcess[] = [];

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/jobs/server.fixture.ts'], {
    env: { ...process.env, DATABASE_URL: copyUrl, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  for (const until = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/back/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const reminders = async () =>
  (await handle.db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages).where(and(eq(outboxMessages.toAddress, EMAIL), like(outboxMessages.subject, 'Rappel%'))))[0].n;

describe.skipIf(!url)('the job queue across a crash and several instances (PostgreSQL)', () => {
  beforeAll(async () => {
    handle = await openDatabaseForTests();
    const rows = await rowsOf<{ name: string }>(handle.db.execute(sql`select current_database() as name`));
    const copy = new URL(url!);
    copy.pathname = `/${rows[0].name}`;
    copyUrl = copy.toString();
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await handle?.close();
  });

  it('runs a job queued before a kill -9 after the restart, once', async () => {
    const [demo] = await handle.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, 'demo'));
    const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
    const [offer] = await handle.db.select({ id: trainingOffers.id }).from(trainingOffers).where(and(eq(trainingOffers.platformId, demo.id), eq(trainingOffers.slug, 'nouvelles-missions-pharmacien-2027')));
    const sessions = await rowsOf<{ id: number }>(handle.db.execute(
      sql`select s.id from face_to_face_sessions s join face_to_faces f on f.id = s.face_to_face_id join training_offers o on o.training_id = f.training_id where o.id = ${offer.id} order by s.start_date limit 1`,
    ));
    const learner = { userId: user.id, platformId: demo.id, accountId: null, appId: null, contractType: null, contractValidDate: null, function: 'Pharmacien' as const, isIndividualAccount: true };
    const { bookings } = await bookSessions(handle.db, learner, 'fr', offer.id, [Number(sessions[0].id)], 'live');

    const first = await startServer(39_611);
    const queue = await startJobQueue(handle);
    await queue.send('booking-reminder', { bookingId: bookings[0].id }, { startAfter: new Date(Date.now() + 3000), key: 'restart-test' });
    await queue.stop();
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    await new Promise((r) => setTimeout(r, 4000));
    expect(await reminders()).toBe(0);

    // Two instances work the same queue after the restart.
    await Promise.all([startServer(39_612), startServer(39_613)]);
    await expect.poll(reminders, { timeout: 30_000, interval: 250 }).toBe(1);
    await new Promise((r) => setTimeout(r, 3000));
    expect(await reminders()).toBe(1);
    const jobs = await rowsOf<{ state: string }>(handle.db.execute(sql`select state from pgboss.job where name = 'booking-reminder' and data->>'bookingId' = ${String(bookings[0].id)} and start_after > now() - interval '1 minute'`));
    expect(jobs.map((j) => j.state)).toEqual(['completed']);
  }, 120_000);
});
