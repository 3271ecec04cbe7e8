import type { LmsMaintenance } from '@app/domain/maintenance';

/**
 * Every live event the API raises (spec §1, §4, §6, §7 "Realtime"): its name, its channel and its payload, and what
 * the browser does when it arrives. Raise them only through `broadcast(broadcaster, EVENTS.x, …)`.
 * Channel names follow Pusher's rules (`private-` / `presence-` prefixes need /back/api/broadcasting/auth).
 */
export interface EventDef<Target, Payload> {
  /** Event name as sent on the wire. */
  name: string;
  channel: (target: Target) => string;
  /** What the browser refetches or shows (documentation for the web side). */
  onReceive: string;
  /** Type carrier only. */
  payload?: Payload;
}

const def = <Target, Payload>(d: EventDef<Target, Payload>) => d;

export const userChannel = (userId: number) => `private-user.${userId}`;
export const accountChannel = (accountId: number) => `private-account.${accountId}`;
export const accountPresenceChannel = (accountId: number) => `presence-account.${accountId}`;
export const MAINTENANCE_CHANNEL = 'lms-maintenance';

export const EVENTS = {
  /** The user's own data changed (account switched in another tab, contract updated by an admin, consent): refetch GET /api/user. */
  userChanged: def<{ userId: number }, { reason: 'account-switched' | 'consent' | 'contract' | 'profile' }>({
    name: 'UserChanged', channel: ({ userId }) => userChannel(userId), onReceive: 'refetch the user (GET /back/api/user)',
  }),
  /** A new notification for the user (raised by the notifications feature). */
  notification: def<{ userId: number }, { id: number }>({
    name: 'NotificationCreated', channel: ({ userId }) => userChannel(userId), onReceive: 'refetch the notifications',
  }),
  /** Training plans of an account changed (§6): a referent refetches the full list, others the current plan. */
  trainingPlans: def<{ accountId: number }, { planId: number | null }>({
    name: 'TrainingPlansUpdated', channel: ({ accountId }) => accountChannel(accountId),
    onReceive: 'referent: refetch the plan list; others: refetch the current plan',
  }),
  /** Contacts of an account changed. */
  contacts: def<{ accountId: number }, Record<string, never>>({
    name: 'ContactsUpdated', channel: ({ accountId }) => accountChannel(accountId), onReceive: 'refetch the contacts',
  }),
  /** LMS maintenance state (§3) on a public channel: the payload is the state itself. */
  maintenance: def<void, LmsMaintenance>({
    name: 'MaintenanceUpdated', channel: () => MAINTENANCE_CHANNEL, onReceive: 'show or hide the maintenance banner from the payload',
  }),
} as const;
