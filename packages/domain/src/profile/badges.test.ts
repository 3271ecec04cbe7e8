import { describe, expect, it } from 'vitest';
import { learnerBadges, nextBadge, parisWeek, type CompletedTraining } from './badges.ts';

const NOW = '2026-11-23T10:00:00Z';
const done = (endDate: string, points = 10, isDpcProgramme = false): CompletedTraining => ({ endDate, points, isDpcProgramme });
const byId = (input: Parameters<typeof learnerBadges>[0]) => Object.fromEntries(learnerBadges(input).map((b) => [b.id, b]));

describe('parisWeek', () => {
  it('starts weeks on Monday in Europe/Paris', () => {
    // Sunday 22 Nov 2026, 23:30 UTC is Monday 00:30 in Paris.
    expect(parisWeek('2026-11-22T23:30:00Z')).toBe(parisWeek('2026-11-23T12:00:00Z'));
    expect(parisWeek('2026-11-22T22:30:00Z')).toBe(parisWeek('2026-11-23T12:00:00Z') - 1);
    expect(parisWeek('2026-11-29T22:59:00Z')).toBe(parisWeek('2026-11-23T00:00:00Z'));
  });
});

describe('learnerBadges', () => {
  it('gives nothing earned and zero progress to a new learner', () => {
    const badges = learnerBadges({ completed: [], activity: [], pointsAccess: true, now: NOW });
    expect(badges.map((b) => b.id)).toEqual(['firstTraining', 'dpcProgramme', 'points100', 'points500', 'points1000', 'streak4', 'streak12']);
    expect(badges.every((b) => b.earnedAt === null && b.current === 0)).toBe(true);
  });

  it('earns the first training on the oldest completion', () => {
    const b = byId({ completed: [done('2026-10-12T15:00:00Z'), done('2026-09-01T10:00:00Z')], activity: [], pointsAccess: false, now: NOW });
    expect(b.firstTraining).toMatchObject({ current: 1, target: 1, earnedAt: '2026-09-01T10:00:00Z' });
  });

  it('earns the DPC badge only for a DPC programme', () => {
    const b = byId({ completed: [done('2026-09-01T10:00:00Z'), done('2026-10-01T10:00:00Z', 30, true)], activity: [], pointsAccess: false, now: NOW });
    expect(b.dpcProgramme).toMatchObject({ current: 1, earnedAt: '2026-10-01T10:00:00Z' });
  });

  it('earns points badges when the running total reaches each threshold, and shows progress toward the next', () => {
    const b = byId({ completed: [done('2026-01-01T10:00:00Z', 60), done('2026-02-01T10:00:00Z', 60), done('2026-03-01T10:00:00Z', 30)], activity: [], pointsAccess: true, now: NOW });
    expect(b.points100).toMatchObject({ current: 100, earnedAt: '2026-02-01T10:00:00Z' });
    expect(b.points500).toMatchObject({ current: 150, target: 500, earnedAt: null });
  });

  it('has no points badge without points access', () => {
    const b = byId({ completed: [done('2026-01-01T10:00:00Z', 600)], activity: [], pointsAccess: false, now: NOW });
    expect(Object.keys(b).some((id) => id.startsWith('points'))).toBe(false);
  });

  it('counts a streak of consecutive active weeks and earns it on the week that makes it', () => {
    const weeks = ['2026-10-26T09:00:00Z', '2026-11-03T09:00:00Z', '2026-11-10T09:00:00Z', '2026-11-12T09:00:00Z', '2026-11-16T09:00:00Z'];
    const b = byId({ completed: [], activity: weeks, pointsAccess: false, now: NOW });
    expect(b.streak4).toMatchObject({ current: 4, earnedAt: '2026-11-16T09:00:00Z' });
    expect(b.streak12).toMatchObject({ current: 4, target: 12, earnedAt: null });
  });

  it('restarts the progress of a streak once a week is missed', () => {
    const b = byId({ completed: [], activity: ['2026-10-05T09:00:00Z', '2026-10-12T09:00:00Z', '2026-11-16T09:00:00Z'], pointsAccess: false, now: NOW });
    expect(b.streak4).toMatchObject({ current: 1, earnedAt: null });
    const stale = byId({ completed: [], activity: ['2026-10-05T09:00:00Z', '2026-10-12T09:00:00Z'], pointsAccess: false, now: NOW });
    expect(stale.streak4.current).toBe(0);
  });
});

describe('nextBadge', () => {
  it('is the unearned badge closest to its target', () => {
    const badges = learnerBadges({ completed: [done('2026-01-01T10:00:00Z', 90)], activity: [], pointsAccess: true, now: NOW });
    expect(nextBadge(badges)?.id).toBe('points100');
  });

  it('is null when every badge is earned', () => {
    expect(nextBadge([{ id: 'firstTraining', kind: 'firstTraining', target: 1, current: 1, earnedAt: NOW }])).toBeNull();
  });
});
