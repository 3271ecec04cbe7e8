import { describe, expect, it } from 'vitest';
import { badgeText, notificationPayloadSchema, notificationTarget, unreadCount } from './notification.ts';

const about = { courseId: 3, trainingType: 'formation', slug: 'sevrage', trainingName: 'Sevrage tabagique' };

describe('notification payload (issue 13 part 8)', () => {
  it('accepts each kind with its ids and names, and refuses an unknown kind or a missing id', () => {
    expect(notificationPayloadSchema.safeParse({ kind: 'enrolled', ...about }).success).toBe(true);
    expect(notificationPayloadSchema.safeParse({ kind: 'completed', ...about }).success).toBe(true);
    expect(notificationPayloadSchema.safeParse({ kind: 'attestationReady', ...about, courseTrackingId: 9 }).success).toBe(true);
    expect(notificationPayloadSchema.safeParse({ kind: 'seatOffered', ...about, sessionId: 4, expiresAt: '2026-01-01T00:00:00.000Z' }).success).toBe(true);
    expect(notificationPayloadSchema.safeParse({ kind: 'attestationReady', ...about }).success).toBe(false);
    expect(notificationPayloadSchema.safeParse({ kind: 'other', ...about }).success).toBe(false);
    expect(notificationPayloadSchema.safeParse({}).success).toBe(false);
  });

  it('leads to the training, or to the attestations tab', () => {
    expect(notificationTarget({ kind: 'enrolled', ...about })).toEqual({ route: 'training-detail', params: { trainingType: 'formation', slug: 'sevrage' } });
    expect(notificationTarget({ kind: 'attestationReady', ...about, courseTrackingId: 9 }).route).toBe('profile-attestation');
    expect(notificationTarget({ kind: 'orderRefunded', orderReference: 'ABCD1234', creditNote: 'AV-2026-000001' }).route).toBe('profile-index');
    expect(notificationTarget({ kind: 'complianceDue', obligation: 'dpc', periodEnd: '2028-12-31', milestone: 90 }).route).toBe('profile-index');
  });
});

describe('unread count', () => {
  it('counts the notifications without readedDate (spec §4)', () => {
    expect(unreadCount([])).toBe(0);
    expect(unreadCount([{ readedDate: null }, { readedDate: '2026-01-01T00:00:00Z' }, { readedDate: null }])).toBe(2);
  });
  it('writes nothing at zero, the number up to 9, then 9+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });
});
