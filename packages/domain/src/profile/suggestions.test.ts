import { describe, expect, it } from 'vitest';
import { rankSuggestions, type LearnerTraining, type SuggestionCandidate } from './suggestions.ts';

const candidate = (offerId: number, tags: string[], availableFunctions: string[] = [], publishedAt = '2026-01-01T00:00:00Z'): SuggestionCandidate => ({
  offerId,
  trainingId: offerId * 10,
  tags,
  availableFunctions,
  publishedAt,
});
const mine = (offerId: number, name: string, tags: string[], endDate: string | null): LearnerTraining => ({ offerId, trainingId: offerId * 10, name, tags, endDate });

describe('rankSuggestions', () => {
  const vaccines = mine(1, 'Vaccination', ['Vaccination', 'Prévention'], '2026-10-01T00:00:00Z');

  it('suggests a training sharing a theme with a completed one, "because you completed" it', () => {
    const out = rankSuggestions({ candidates: [candidate(2, ['vaccination'])], learnerTrainings: [vaccines], learnerFunction: 'Pharmacien' });
    expect(out).toEqual([{ offerId: 2, reason: { kind: 'completed', training: { id: 1, name: 'Vaccination' } } }]);
  });

  it('leaves out trainings taken already and those meant for other functions', () => {
    const out = rankSuggestions({
      candidates: [candidate(1, ['Vaccination']), candidate(3, ['Vaccination'], ['Préparateur']), candidate(4, ['Prévention'], ['Pharmacien'])],
      learnerTrainings: [vaccines],
      learnerFunction: 'Pharmacien',
    });
    expect(out.map((s) => s.offerId)).toEqual([4]);
  });

  it('uses a training being followed, and the function when no theme is shared', () => {
    const following = mine(5, 'Dermatologie', ['Dermatologie'], null);
    const out = rankSuggestions({
      candidates: [candidate(6, ['Dermatologie']), candidate(7, ['Nutrition'], ['Adjoint'])],
      learnerTrainings: [following],
      learnerFunction: 'Adjoint',
    });
    expect(out).toEqual([
      { offerId: 6, reason: { kind: 'following', training: { id: 5, name: 'Dermatologie' } } },
      { offerId: 7, reason: { kind: 'function', function: 'Adjoint' } },
    ]);
  });

  it('ranks more shared themes first, then the newest, and names the latest completed training on a tie', () => {
    const older = mine(8, 'Prévention I', ['Prévention'], '2025-01-01T00:00:00Z');
    const out = rankSuggestions({
      candidates: [candidate(9, ['Prévention'], [], '2026-05-01T00:00:00Z'), candidate(10, ['Prévention', 'Vaccination']), candidate(11, ['Prévention'], [], '2026-06-01T00:00:00Z')],
      learnerTrainings: [older, vaccines],
      learnerFunction: null,
    });
    expect(out.map((s) => s.offerId)).toEqual([10, 11, 9]);
    expect(out[1].reason).toEqual({ kind: 'completed', training: { id: 1, name: 'Vaccination' } });
  });

  it('puts a training planned for the learner first, and suggests themes of a bookmarked training but not the bookmark itself', () => {
    const saved = mine(5, 'Dermocosmétique', ['Dermocosmétique'], null);
    const out = rankSuggestions({
      candidates: [candidate(5, ['Dermocosmétique']), candidate(6, ['dermocosmétique']), candidate(7, ['vaccination']), candidate(8, ['autre'])],
      learnerTrainings: [vaccines],
      bookmarked: [saved],
      plannedTrainingIds: [80],
      learnerFunction: null,
    });
    expect(out).toEqual([
      { offerId: 8, reason: { kind: 'planned' } },
      { offerId: 7, reason: { kind: 'completed', training: { id: 1, name: 'Vaccination' } } },
      { offerId: 6, reason: { kind: 'bookmarked', training: { id: 5, name: 'Dermocosmétique' } } },
    ]);
  });

  it('suggests nothing without any signal, and at most the limit', () => {
    expect(rankSuggestions({ candidates: [candidate(2, ['x'])], learnerTrainings: [], learnerFunction: 'Pharmacien' })).toEqual([]);
    const many = Array.from({ length: 10 }, (_, i) => candidate(20 + i, ['Vaccination']));
    expect(rankSuggestions({ candidates: many, learnerTrainings: [vaccines], learnerFunction: null, limit: 3 })).toHaveLength(3);
  });
});
