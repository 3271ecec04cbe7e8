import { describe, it, expect } from 'vitest';
import {
  THROTTLE_MAX_FAILURES,
  THROTTLE_WINDOW_MS,
  LOGIN_ADDRESS_MAX_FAILURES,
  accountThrottleKey,
  ipThrottleKey,
  loginThrottleLimits,
  throttleState,
} from './throttle.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('throttle (issue "Security": 5 failures in 15 minutes)', () => {
  it('has the agreed limits', () => {
    expect(THROTTLE_MAX_FAILURES).toBe(5);
    expect(THROTTLE_WINDOW_MS).toBe(15 * MIN);
  });
  it('does not block under 5 failures in the window', () => {
    expect(throttleState([], now)).toEqual({ blocked: false, retryAfterSeconds: 0 });
    expect(throttleState([1, 2, 3, 4].map((m) => ago(m * MIN)), now)).toEqual({ blocked: false, retryAfterSeconds: 0 });
  });
  it('blocks at 5 failures until the oldest leaves the window', () => {
    const times = [10, 8, 6, 4, 2].map((m) => ago(m * MIN));
    expect(throttleState(times, now)).toEqual({ blocked: true, retryAfterSeconds: 5 * 60 });
  });
  it('ignores failures older than the window (boundary excluded)', () => {
    const times = [ago(THROTTLE_WINDOW_MS), ago(20 * MIN), ...[4, 3, 2, 1].map((m) => ago(m * MIN))];
    expect(throttleState(times, now).blocked).toBe(false);
    const justInside = [ago(THROTTLE_WINDOW_MS - 1000), ...[4, 3, 2, 1].map((m) => ago(m * MIN))];
    expect(throttleState(justInside, now)).toEqual({ blocked: true, retryAfterSeconds: 1 });
  });
  it('with more than 5 failures waits until only 4 remain', () => {
    const times = [14, 12, 10, 8, 6, 4, 2].map((m) => ago(m * MIN));
    // The 3rd oldest (10 min ago) must leave: 5 minutes.
    expect(throttleState(times, now)).toEqual({ blocked: true, retryAfterSeconds: 5 * 60 });
  });
  it('rounds up and unblocks once the window has passed', () => {
    const times = Array.from({ length: 5 }, () => ago(1500));
    expect(throttleState(times, now)).toEqual({ blocked: true, retryAfterSeconds: Math.ceil((THROTTLE_WINDOW_MS - 1500) / 1000) });
    const later = new Date(now.getTime() + THROTTLE_WINDOW_MS);
    expect(throttleState(times, later).blocked).toBe(false);
  });
  it('keys per IP and per account (e-mail normalised)', () => {
    expect(ipThrottleKey('1.2.3.4')).toBe('ip:1.2.3.4');
    expect(accountThrottleKey('demo', ' X@Y.test ')).toBe('account:demo:x@y.test');
  });
  it('blocks at a given ceiling', () => {
    const times = Array.from({ length: 99 }, () => ago(MIN));
    expect(throttleState(times, now, LOGIN_ADDRESS_MAX_FAILURES).blocked).toBe(false);
    expect(throttleState([...times, ago(MIN)], now, LOGIN_ADDRESS_MAX_FAILURES).blocked).toBe(true);
  });
  it('limits a login per account and address together, and per address alone with a higher ceiling', () => {
    expect(loginThrottleLimits('demo', ' X@Y.test ', '1.2.3.4')).toEqual([
      { key: 'account:demo:x@y.test|ip:1.2.3.4', max: 5 },
      { key: 'ip:1.2.3.4', max: 100 },
    ]);
  });
});
