import { describe, expect, it } from 'vitest';
import { parisInstant } from '../platform/paris-time.ts';
import { decideBooking, decideCancellation, offerExpiry, onDemandState, reminderTimes, type BookableSession } from './booking.ts';

const session: BookableSession = { trainingId: 7, startDate: '2026-12-10', startTime: '09:30:00', maxParticipants: 10, currentParticipants: 3, noWaitingList: false };
const before = new Date('2026-12-01T10:00:00Z');

describe('decideBooking', () => {
  const ctx = { trainingId: 7, now: before, alreadyBooked: false };
  it('allows a session of the training still to come, full or not when it has a waiting list', () => {
    expect(decideBooking(session, ctx)).toEqual({ allow: true });
    expect(decideBooking({ ...session, currentParticipants: 10 }, ctx)).toEqual({ allow: true });
  });
  it('refuses another training, a started session, a second booking and a full one without waiting list', () => {
    expect(decideBooking(session, { ...ctx, trainingId: 8 })).toEqual({ allow: false, reason: 'otherTraining' });
    expect(decideBooking(session, { ...ctx, now: new Date('2026-12-10T08:30:00Z') })).toEqual({ allow: false, reason: 'past' });
    expect(decideBooking(session, { ...ctx, alreadyBooked: true })).toEqual({ allow: false, reason: 'alreadyBooked' });
    expect(decideBooking({ ...session, currentParticipants: 10, noWaitingList: true }, ctx)).toEqual({ allow: false, reason: 'full' });
  });
});

describe('decideCancellation', () => {
  const start = parisInstant('2026-12-10', '09:30');
  it('is free until 48 hours before, late after, refused once started', () => {
    expect(decideCancellation(start, before)).toEqual({ allow: true, late: false });
    expect(decideCancellation(start, new Date('2026-12-08T08:31:00Z'))).toEqual({ allow: true, late: true });
    expect(decideCancellation(start, start)).toEqual({ allow: false });
  });
});

describe('offerExpiry', () => {
  const start = parisInstant('2026-12-10', '09:30');
  it('holds the seat 24 hours, never past the start, and offers nothing once started', () => {
    expect(offerExpiry(start, before)?.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(offerExpiry(start, new Date('2026-12-10T06:00:00Z'))).toEqual(start);
    expect(offerExpiry(start, new Date('2026-12-10T09:00:00Z'))).toBeNull();
  });
});

describe('onDemandState', () => {
  it('opens once the minimum is reached', () => {
    expect(onDemandState(2, 5)).toEqual({ open: false, missing: 3 });
    expect(onDemandState(5, 5)).toEqual({ open: true, missing: 0 });
    expect(onDemandState(0, null)).toEqual({ open: true, missing: 0 });
  });
});

describe('reminderTimes', () => {
  const start = parisInstant('2026-12-10', '09:30');
  it('the day before, and an hour before a webinar, only those still to come', () => {
    expect(reminderTimes(start, before, false).map((d) => d.toISOString())).toEqual(['2026-12-09T08:30:00.000Z']);
    expect(reminderTimes(start, before, true).map((d) => d.toISOString())).toEqual(['2026-12-09T08:30:00.000Z', '2026-12-10T07:30:00.000Z']);
    expect(reminderTimes(start, new Date('2026-12-09T20:00:00Z'), true)).toHaveLength(1);
  });
});
