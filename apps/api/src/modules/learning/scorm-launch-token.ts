import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed path segment that opens a learner's SCORM package (docs/decisions.md, "SCORM content"): no cookie reaches
 * the package's frame, so this token is its only key. It binds the learner, the enrolment and the module, and expires.
 */
export interface ScormLaunchScope {
  userId: number;
  enrolmentId: number;
  moduleId: number;
}

/** A launch outlives a learning session of a few hours; reopening the module gives a new one. */
export const SCORM_LAUNCH_SECONDS = 4 * 3600;

const signature = (appKey: string, scope: ScormLaunchScope, expires: number) =>
  createHmac('sha256', appKey).update(`scorm-launch\n${scope.userId}\n${scope.enrolmentId}\n${scope.moduleId}\n${expires}`).digest('base64url');

/** `<expiry in unix seconds>.<HMAC>`, URL-safe. */
export function signScormLaunch(appKey: string, scope: ScormLaunchScope, now = new Date()): { token: string; expiresAt: Date } {
  const expires = Math.floor(now.getTime() / 1000) + SCORM_LAUNCH_SECONDS;
  return { token: `${expires}.${signature(appKey, scope, expires)}`, expiresAt: new Date(expires * 1000) };
}

/** True when the token was signed for this learner, enrolment and module, and has not expired. */
export function verifyScormLaunch(appKey: string, scope: ScormLaunchScope, token: string, now = new Date()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(appKey, scope, expires));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
