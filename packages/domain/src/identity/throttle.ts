/**
 * Login and password-reset throttling over a 15-minute sliding window (issue "Security"): a login is limited per
 * account and address together (5) with a much higher ceiling per address alone (100), because a pharmacy's whole
 * team shares one address; password-reset mails per address and per account (5 each), reset tokens per address (5).
 */

/** Failures allowed in the window before blocking, for one key. */
export const THROTTLE_MAX_FAILURES = 5;
/** Login failures allowed from one address, whatever the accounts tried (a team behind one address). */
export const LOGIN_ADDRESS_MAX_FAILURES = 100;
/** Sliding window length in milliseconds (15 minutes). */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Blocked when at least `max` (5 by default) failures are in the window (now − 15 min, now]; retryAfterSeconds (rounded up, ≥ 1 when
 * blocked, 0 otherwise) is when enough of them have left the window for fewer than `max` to remain (issue "Security").
 */
export function throttleState(
  failureTimes: Date[],
  now: Date,
  max: number = THROTTLE_MAX_FAILURES,
): { blocked: boolean; retryAfterSeconds: number } {
  const start = now.getTime() - THROTTLE_WINDOW_MS;
  const recent = failureTimes
    .map((d) => d.getTime())
    .filter((t) => Number.isFinite(t) && t > start)
    .sort((a, b) => a - b);
  if (recent.length < max) return { blocked: false, retryAfterSeconds: 0 };
  // Fewer than max remain once the (n − max + 1)-th oldest failure leaves the window.
  const freedAt = recent[recent.length - max] + THROTTLE_WINDOW_MS;
  return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
}

/** Throttle key of a client IP, e.g. `ip:1.2.3.4` (issue "Security": per IP). */
export function ipThrottleKey(ip: string): string {
  return `ip:${ip}`;
}

/** Throttle key of an account, e.g. `account:demo:x@y` with the e-mail trimmed and lower-cased (issue "Security": per account, unknown ones too). */
export function accountThrottleKey(platformCodeName: string, email: string): string {
  return `account:${platformCodeName}:${email.trim().toLowerCase()}`;
}

/** A throttle key and the failures it allows in the window. */
export interface ThrottleLimit {
  key: string;
  max: number;
}

/**
 * A login: the account from this address (first, cleared by a right password) and the address alone. The same keys
 * whether or not the account exists, so an unknown e-mail and a wrong password get the same answers.
 */
export function loginThrottleLimits(platformCodeName: string, email: string, ip: string): ThrottleLimit[] {
  return [
    { key: `${accountThrottleKey(platformCodeName, email)}|${ipThrottleKey(ip)}`, max: THROTTLE_MAX_FAILURES },
    { key: ipThrottleKey(ip), max: LOGIN_ADDRESS_MAX_FAILURES },
  ];
}

/** A password-reset mail: per address and per account, so nobody's mailbox is flooded. */
export function resetMailThrottleLimits(platformCodeName: string, email: string, ip: string): ThrottleLimit[] {
  return [
    { key: ipThrottleKey(ip), max: THROTTLE_MAX_FAILURES },
    { key: accountThrottleKey(platformCodeName, email), max: THROTTLE_MAX_FAILURES },
  ];
}

/** A password-reset token: per address (tokens are guessed, not accounts). */
export function resetTokenThrottleLimits(ip: string): ThrottleLimit[] {
  return [{ key: ipThrottleKey(ip), max: THROTTLE_MAX_FAILURES }];
}
