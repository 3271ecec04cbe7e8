import { describe, expect, it } from 'vitest';
import type { PharmacyExport } from '@app/db/schema/pharmacy-exports';
import { exportView } from './history-export-job.ts';

const row = (over: Partial<PharmacyExport>): Omit<PharmacyExport, 'file'> => ({
  id: '6f1c8f3e-8a51-4d5e-9a4b-1d2e3f4a5b6c',
  accountId: 1,
  userId: 1,
  format: 'csv',
  filters: '{}',
  status: 'running',
  done: 0,
  total: 0,
  fileName: null,
  createdAt: new Date('2026-11-26T10:00:00Z'),
  finishedAt: null,
  ...over,
});

describe('an export’s progress', () => {
  it('is the share of learners done, rounded down, and 100 once the file is written', () => {
    expect(exportView(row({ done: 0, total: 2000 })).percent).toBe(0);
    expect(exportView(row({ done: 1999, total: 2000 })).percent).toBe(99);
    expect(exportView(row({ status: 'done', done: 0, total: 0 })).percent).toBe(100);
    expect(exportView(row({ status: 'queued', total: 0 })).percent).toBe(0);
    expect(exportView(row({})).createdAt).toBe('2026-11-26T10:00:00.000Z');
  });
});
