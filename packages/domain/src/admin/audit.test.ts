import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit.ts';

describe('auditChanges', () => {
  it('lists only the fields that changed, nested ones by their path', () => {
    expect(
      auditChanges(
        { isActive: false, message: 'Bientôt', window: { from: '2026-01-01', to: '2026-02-01' }, tags: ['a'] },
        { isActive: true, message: 'Bientôt', window: { from: '2026-01-01', to: '2026-03-01' }, tags: ['a', 'b'] },
      ),
    ).toEqual([
      { field: 'isActive', before: false, after: true },
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
      { field: 'window.to', before: '2026-02-01', after: '2026-03-01' },
    ]);
  });

  it('shows a creation and a deletion as every field from or to nothing', () => {
    expect(auditChanges(null, { title: 'FAQ' })).toEqual([{ field: 'title', before: null, after: 'FAQ' }]);
    expect(auditChanges({ title: 'FAQ', hidden: false }, null)).toEqual([
      { field: 'hidden', before: false, after: null },
      { field: 'title', before: 'FAQ', after: null },
    ]);
  });

  it('finds nothing to show when nothing changed', () => {
    expect(auditChanges({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toEqual([]);
  });
});
