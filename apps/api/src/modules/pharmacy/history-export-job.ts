import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { HistoryExportView } from '@app/contracts/pharmacy/history-export';
import type { Db } from '@app/db/client';
import { accounts } from '@app/db/schema/accounts';
import { enrolments } from '@app/db/schema/enrolments';
import { memberships } from '@app/db/schema/memberships';
import { pharmacyExports, type PharmacyExport } from '@app/db/schema/pharmacy-exports';
import { users } from '@app/db/schema/users';
import { accountHasPointsAccess, todayInParis } from '@app/domain/identity/session-user';
import type { Lang } from '@app/domain/platform/locales';
import { filterHistory } from '@app/domain/profile/history';
import { translate } from '../../i18n/messages.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { finishedTrainings } from '../learning/history.ts';
import { historyCsv, historyHeader, historyRow, historyXlsx, type Cell } from '../learning/history-export.ts';
import { doneInPharmacy, learnerName, teamMember, type Team } from './attestations-team.ts';

export const HISTORY_EXPORT_JOB = 'pharmacy-history-export';

/** Learners read and written per step: the progress moves every batch, and a batch's query stays small. */
export const EXPORT_BATCH = 200;

/** What the export was asked for, kept on its row (`filters`) for the job. */
export interface ExportRequest {
  year?: number;
  learnerIds: number[];
  lang: Lang;
  platformId: number;
}

export function exportView(row: Omit<PharmacyExport, 'file'>): HistoryExportView {
  const percent = row.status === 'done' ? 100 : row.total > 0 ? Math.floor((row.done * 100) / row.total) : 0;
  return { id: row.id, format: row.format, status: row.status, done: row.done, total: row.total, percent, fileName: row.fileName, createdAt: row.createdAt.toISOString() };
}

/** The export's file name in the asker's language, with the day (Europe/Paris) it was made. */
const fileNameOf = (lang: Lang, format: PharmacyExport['format'], now: Date) => `${translate(lang, 'pharmacy.historyExport.fileName')}-${todayInParis(now)}.${format}`;

/**
 * Builds the export: the chosen learners by name, a batch at a time (their finished trainings done in the pharmacy,
 * filtered by year), one row per learner and training, the progress saved after each batch; then the file. A failure
 * marks the export failed (the screen says so) rather than retrying a job that would fail the same way.
 */
export async function runHistoryExport(db: Db, exportId: string, now = () => new Date()): Promise<void> {
  const [row] = await db.select().from(pharmacyExports).where(eq(pharmacyExports.id, exportId));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  try {
    const asked = JSON.parse(row.filters) as ExportRequest;
    const [account] = await db.select().from(accounts).where(eq(accounts.id, row.accountId));
    const team: Team = { accountId: account.id, platformId: asked.platformId };
    const showPoints = accountHasPointsAccess(account);
    await db.update(pharmacyExports).set({ status: 'running', done: 0 }).where(eq(pharmacyExports.id, exportId));
    const learners = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(memberships)
      .innerJoin(users, teamMember(team))
      .where(inArray(users.id, asked.learnerIds))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    const rows: Cell[][] = [];
    for (let start = 0; start < learners.length; start += EXPORT_BATCH) {
      const batch = learners.slice(start, start + EXPORT_BATCH);
      const done = await finishedTrainings(db, and(doneInPharmacy(team), inArray(enrolments.userId, batch.map((l) => l.id))));
      for (const learner of batch) {
        const entries = filterHistory(done.filter((d) => d.userId === learner.id).map((d) => d.entry), { year: asked.year });
        for (const entry of entries) rows.push([learnerName(learner), ...historyRow(entry, asked.lang, showPoints)]);
      }
      await db.update(pharmacyExports).set({ done: start + batch.length }).where(eq(pharmacyExports.id, exportId));
    }
    const table = { header: [translate(asked.lang, 'pharmacy.historyExport.learner'), ...historyHeader(asked.lang, showPoints)], rows };
    const file = row.format === 'csv' ? historyCsv(table) : await historyXlsx(table, asked.lang);
    const finishedAt = now();
    await db
      .update(pharmacyExports)
      .set({ status: 'done', done: learners.length, total: learners.length, file, fileName: fileNameOf(asked.lang, row.format, finishedAt), finishedAt })
      .where(eq(pharmacyExports.id, exportId));
  } catch {
    await db.update(pharmacyExports).set({ status: 'failed', finishedAt: now() }).where(eq(pharmacyExports.id, exportId));
  }
}

/** An export's file is kept a week: long enough to download it again, not a second copy of the team's history. */
export const EXPORT_KEEP_DAYS = 7;
const PURGE_JOB = 'pharmacy-history-export-purge';

/** Deletes the exports asked more than EXPORT_KEEP_DAYS ago; answers how many. */
export async function purgeOldExports(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - EXPORT_KEEP_DAYS * 86_400_000);
  return (await db.delete(pharmacyExports).where(lt(pharmacyExports.createdAt, before)).returning({ id: pharmacyExports.id })).length;
}

/** Registers the export's worker on the queue of this process, and the nightly purge (once across instances). */
export async function workHistoryExports(db: Db, jobs: JobQueue): Promise<void> {
  await jobs.work<{ exportId: string }>(HISTORY_EXPORT_JOB, ({ exportId }) => runHistoryExport(db, exportId));
  await jobs.work(PURGE_JOB, async () => {
    await purgeOldExports(db);
  });
  await jobs.schedule(PURGE_JOB, '17 3 * * *');
}
