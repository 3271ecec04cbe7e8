import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { HistoryExportFormat } from '@app/contracts/profile/history';
import type { Db } from '@app/db/client';
import { memberships } from '@app/db/schema/memberships';
import { pharmacyExports, type PharmacyExport } from '@app/db/schema/pharmacy-exports';
import { users } from '@app/db/schema/users';
import { AppError } from '../../errors/app-error.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { teamMember, teamOf } from './attestations-team.ts';
import { HISTORY_EXPORT_JOB, type ExportRequest } from './history-export-job.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';

/**
 * Asks for an export of the team's history: the learners are fixed now (all of the team, or those chosen: one not of
 * the team is a 404 and nothing is queued), the row records what was asked, and the queue's job builds the file.
 */
export async function startHistoryExport(db: Db, jobs: JobQueue, caller: PharmacyCaller, input: { format: HistoryExportFormat; year?: number; learnerIds?: number[] }): Promise<PharmacyExport> {
  const chosen = input.learnerIds ? [...new Set(input.learnerIds)] : null;
  const team = await db
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, teamMember(teamOf(caller)))
    .where(chosen ? inArray(users.id, chosen) : undefined);
  if (chosen && team.length !== chosen.length) throw new AppError('NOT_FOUND', 'pharmacy.historyExport.learnerNotFound');
  const asked: ExportRequest = { year: input.year, learnerIds: team.map((t) => t.id), lang: caller.lang, platformId: caller.platformId };
  const [row] = await db
    .insert(pharmacyExports)
    .values({ accountId: caller.account.id, userId: caller.user.id, format: input.format, filters: JSON.stringify(asked), total: team.length })
    .returning();
  await jobs.send(HISTORY_EXPORT_JOB, { exportId: row.id });
  return row;
}

const { file: _file, ...withoutFile } = getTableColumns(pharmacyExports);

/** An export of this pharmacy (whoever of its managers asked), without its file, or 404. */
export async function findHistoryExport(db: Db, caller: PharmacyCaller, id: string): Promise<Omit<PharmacyExport, 'file'>> {
  const [row] = await db.select(withoutFile).from(pharmacyExports).where(and(eq(pharmacyExports.id, id), eq(pharmacyExports.accountId, caller.account.id)));
  if (!row) throw new AppError('NOT_FOUND', 'pharmacy.historyExport.notFound');
  return row;
}

/** The finished export's file: 409 while it is being built or when it failed. */
export async function historyExportFile(db: Db, caller: PharmacyCaller, id: string): Promise<{ file: Buffer; fileName: string; format: PharmacyExport['format'] }> {
  const row = await findHistoryExport(db, caller, id);
  if (row.status === 'failed') throw new AppError('CONFLICT', 'pharmacy.historyExport.failed');
  if (row.status !== 'done') throw new AppError('CONFLICT', 'pharmacy.historyExport.notReady');
  const [{ file }] = await db.select({ file: pharmacyExports.file }).from(pharmacyExports).where(eq(pharmacyExports.id, id));
  return { file: Buffer.from(file!), fileName: row.fileName!, format: row.format };
}
