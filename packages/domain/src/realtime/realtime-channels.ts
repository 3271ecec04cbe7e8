/**
 * Names shared by the API's event table and the browser (spec §7 "Realtime"): the channels and the event names on
 * the wire. Channel names follow Pusher's rules (`private-` / `presence-` need /back/api/broadcasting/auth).
 */
/** Channel names: at most 200 characters of `A-Za-z0-9_-=@,.;` (Pusher's rule). */
export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;

export const userChannel = (userId: number) => `private-user.${userId}`;
export const accountChannel = (accountId: number) => `private-account.${accountId}`;
export const accountPresenceChannel = (accountId: number) => `presence-account.${accountId}`;
export const MAINTENANCE_CHANNEL = 'lms-maintenance';
/** Public: the seat counts of a training's sessions (its detail page follows them). */
export const trainingSessionsChannel = (trainingId: number) => `training-sessions.${trainingId}`;

export const EVENT_NAMES = {
  userChanged: 'UserChanged',
  notification: 'NotificationCreated',
  trainingPlans: 'TrainingPlansUpdated',
  contacts: 'ContactsUpdated',
  /** On an account's channel: a learner of its team completed a training (issue 19 part 4). */
  teamProgress: 'TeamProgressUpdated',
  maintenance: 'MaintenanceUpdated',
  sessionSeats: 'SessionSeatsChanged',
  /** On a cart's private channel (shop/cart.ts cartChannel): carries the whole `cart` (spec §7). */
  cartUpdate: 'CartUpdate',
} as const;
