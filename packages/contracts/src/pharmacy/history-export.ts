import { z } from 'zod';
import { defineContract, fileBytes } from '../contract.ts';
import { HISTORY_EXPORT_FORMATS } from '../profile/history.ts';

/**
 * The team's training history as a spreadsheet (issue 15 part 6, spec §7 referent `history/export`; docs/decisions.md):
 * asked with a POST, built in the background with its progress, then downloaded by its id.
 */
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A team of a pharmacy group can have a few thousand learners. */
export const EXPORT_LEARNERS_MAX = 5000;

export const HISTORY_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const historyExportSchema = z.object({
  id: z.string(),
  format: z.enum(HISTORY_EXPORT_FORMATS),
  status: z.enum(HISTORY_EXPORT_STATUSES),
  /** Learners done of the total. */
  done: z.number().int(),
  total: z.number().int(),
  /** 0–100, for the progress bar. */
  percent: z.number().int(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
});
export type HistoryExportView = z.infer<typeof historyExportSchema>;

export const startHistoryExport = defineContract({
  method: 'POST',
  path: '/api/user/referent/history/export',
  changesState: true,
  body: z.strictObject({
    format: z.enum(HISTORY_EXPORT_FORMATS),
    year: z.number().int().min(2000).max(2100).optional(),
    /** Only these learners of the team (all when absent); one not of the team is a 404. */
    learnerIds: z.array(id).min(1).max(EXPORT_LEARNERS_MAX).optional(),
  }),
  successStatus: 202,
  data: historyExportSchema,
  errors: [401, 403, 404],
});

const exportParams = z.strictObject({ id: z.uuid() });

/** Where an export is (polled by the screen); another pharmacy's export is a 404. */
export const getHistoryExport = defineContract({
  method: 'GET',
  path: '/api/user/referent/history/export/:id',
  changesState: false,
  params: exportParams,
  data: historyExportSchema,
  errors: [401, 403, 404],
});

/** The finished export's file; 409 while it is being built (or failed). */
export const downloadHistoryExport = defineContract({
  method: 'GET',
  path: '/api/user/referent/history/export/:id/file',
  changesState: false,
  params: exportParams,
  file: true,
  data: fileBytes,
  errors: [401, 403, 404, 409],
});
