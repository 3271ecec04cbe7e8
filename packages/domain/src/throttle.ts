/** Login and password-reset throttling: 5 failures in 15 minutes per IP or per account (issue "Security"). */

/** Failures allowed in the window before blocking. */
export const THROTTLE_MAX_FAILURES = 5;
/** Sliding window length in milliseconds (15 minutes). */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Blocked when at least 5 failures are in the window (now − 15 min, now]; retryAfterSeconds (rounded up, ≥ 1 when
 * blocked, 0 otherwise) is when enough of them have left the window for fewer than 5 to remain (issue "Security").
 */
export function throttleState(failureTimes: Date[], now: Date): { blocked: boolean; retryAfterSeconds: number } {
  const start = now.getTime() - THROTTLE_WINDOW_MS;
  const recent = failureTimes
    .map((d) => d.getTime())
    .filter((t) => Number.isFinite(t) && t > start)
    .sort((a, b) => a - b);
  if (recent.length < THROTTLE_MAX_FAILURES) return { blocked: false, retryAfterSeconds: 0 };
  // Fewer than MAX remain once the (n − MAX + 1)-th oldest failure leaves the window.
  const freedAt = recent[recent.length - THROTTLE_MAX_FAILURES] + THROTTLE_WINDOW_MS;
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
