/**
 * What a notification says (spec §3 Notification; issue 13 part 8): the payload stored with it names its kind and
 * the ids and names it is about, never a sentence, so the web words it in the reader's language when it shows it.
 */
import { z } from 'zod';
import { OBLIGATIONS } from '../compliance/rule-sets.ts';

const id = z.number().int().positive();
/** The training a notification is about: its course (offer) id, its detail page's slug and type, its name. */
const about = { courseId: id, trainingType: z.string().min(1), slug: z.string().min(1), trainingName: z.string().min(1) };

export const NOTIFICATION_KINDS = ['enrolled', 'completed', 'seatOffered', 'attestationReady', 'sessionCancelled', 'sessionChanged', 'orderRefunded', 'declarationVerified', 'declarationRefused', 'complianceDue'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationPayloadSchema = z.discriminatedUnion('kind', [
  /** The learner was enrolled in a training. */
  z.object({ kind: z.literal('enrolled'), ...about }),
  /** The learner completed a training. */
  z.object({ kind: z.literal('completed'), ...about }),
  /** A seat of a session was offered from the waiting list, held until `expiresAt`. */
  z.object({ kind: z.literal('seatOffered'), ...about, sessionId: id, expiresAt: z.string() }),
  /** The attestation of a completed training can be downloaded. */
  z.object({ kind: z.literal('attestationReady'), ...about, courseTrackingId: id }),
  /** The platform's administrator cancelled a session the learner was booked on, or waiting for (issue 17 part 4). */
  z.object({ kind: z.literal('sessionCancelled'), ...about, sessionId: id, sessionName: z.string(), startDate: z.string() }),
  /** The administrator moved a session the learner was booked on, or waiting for: its dates or its place changed. */
  z.object({ kind: z.literal('sessionChanged'), ...about, sessionId: id, sessionName: z.string(), startDate: z.string() }),
  /** The back-office cancelled a paid order with a credit note (issue 17 part 5): the buyer's orders show it refunded. */
  z.object({ kind: z.literal('orderRefunded'), orderReference: z.string().min(1), creditNote: z.string().min(1) }),
  /** The owner, a referent or an administrator verified, or refused, an action the learner declared (issue 19 part 2). */
  z.object({ kind: z.literal('declarationVerified'), declarationId: id, title: z.string().min(1) }),
  z.object({ kind: z.literal('declarationRefused'), declarationId: id, title: z.string().min(1) }),
  /** A continuing-education obligation not met yet, at a milestone before its period ends (issue 19 part 3). */
  z.object({ kind: z.literal('complianceDue'), obligation: z.enum(OBLIGATIONS), periodEnd: z.iso.date(), milestone: z.number().int().positive() }),
]);
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;

/** How many of the notifications are unread (readedDate null, spec §4). */
export function unreadCount(notifications: readonly { readedDate: string | null }[]): number {
  return notifications.filter((n) => n.readedDate === null).length;
}

/** Most unread notifications a badge writes out; above, it shows "9+". */
export const BADGE_MAX = 9;

/** The text of an unread-count badge: nothing at zero, the number, or "9+" above BADGE_MAX. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/**
 * Where a notification leads: the training's page, the profile's attestations tab for an attestation, the profile's
 * overview (its orders) for a refund, the overview (its compliance card) for a decision on a declared action and for a
 * compliance reminder.
 */
export type NotificationTarget =
  | { route: 'training-detail'; params: { trainingType: string; slug: string } }
  | { route: 'profile-attestation' | 'profile-index'; params: Record<string, never> };

export function notificationTarget(payload: NotificationPayload): NotificationTarget {
  if (payload.kind === 'attestationReady') return { route: 'profile-attestation', params: {} };
  if (payload.kind === 'orderRefunded' || payload.kind === 'declarationVerified' || payload.kind === 'declarationRefused' || payload.kind === 'complianceDue') {
    return { route: 'profile-index', params: {} };
  }
  return { route: 'training-detail', params: { trainingType: payload.trainingType, slug: payload.slug } };
}
