/**
 * What the back-office's index points an administrator to (issue 17 part 1): cheques to record, sessions about to
 * fill, recent quiz feedback to read.
 */

/** Quiz feedback of the last this many days is "to read". */
export const FEEDBACK_RECENT_DAYS = 7;

/**
 * A future session is about to fill when it still has seats but at most this share of them left, or at most
 * ALMOST_FULL_MIN_SEATS (a small session of 8 with 2 left is as urgent as a big one at 10%).
 */
export const ALMOST_FULL_SHARE = 0.1;
export const ALMOST_FULL_MIN_SEATS = 2;

/** Whether a session with these seats is about to fill: not full yet, and few seats left. */
export function isAlmostFull(maxParticipants: number, currentParticipants: number): boolean {
  const left = maxParticipants - currentParticipants;
  return left > 0 && left <= Math.max(ALMOST_FULL_MIN_SEATS, Math.floor(maxParticipants * ALMOST_FULL_SHARE));
}
