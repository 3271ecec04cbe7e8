import type { CartView } from '@app/contracts/shop/cart';
import { cartChannel } from '@app/domain/shop/cart';
import type { LmsMaintenance } from '@app/domain/realtime/maintenance';
import { EVENT_NAMES, MAINTENANCE_CHANNEL, accountChannel, trainingSessionsChannel, userChannel } from '@app/domain/realtime/realtime-channels';

/**
 * Every live event the API raises (spec §1, §4, §6, §7 "Realtime"): its name, its channel and its payload, and what
 * the browser does when it arrives. Raise them only through `broadcast(broadcaster, EVENTS.x, …)`.
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


export const EVENTS = {
  /** The user's own data changed (account switched in another tab, contract updated by an admin, consent, a quiz put or answered, a session booked, cancelled or offered): refetch GET /api/user. */
  userChanged: def<{ userId: number }, { reason: 'account-switched' | 'consent' | 'contract' | 'profile' | 'quiz' | 'booking' }>({
    name: EVENT_NAMES.userChanged, channel: ({ userId }) => userChannel(userId), onReceive: 'refetch the user (GET /back/api/user)',
  }),
  /** A new notification for the user (raised by the notifications feature). */
  notification: def<{ userId: number }, { id: number }>({
    name: EVENT_NAMES.notification, channel: ({ userId }) => userChannel(userId), onReceive: 'refetch the notifications',
  }),
  /** Training plans of an account changed (§6): a referent refetches the full list, others the current plan. */
  trainingPlans: def<{ accountId: number }, { planId: number | null }>({
    name: EVENT_NAMES.trainingPlans, channel: ({ accountId }) => accountChannel(accountId),
    onReceive: 'referent: refetch the plan list; others: refetch the current plan',
  }),
  /** Contacts of an account changed. */
  contacts: def<{ accountId: number }, Record<string, never>>({
    name: EVENT_NAMES.contacts, channel: ({ accountId }) => accountChannel(accountId), onReceive: 'refetch the contacts',
  }),
  /** A learner of the account's team completed a training (issue 19 part 4): the owner's cockpit reads the team again. */
  teamProgress: def<{ accountId: number }, Record<string, never>>({
    name: EVENT_NAMES.teamProgress, channel: ({ accountId }) => accountChannel(accountId), onReceive: "refetch the owner's compliance cockpit",
  }),
  /** LMS maintenance state (§3) on a public channel: the payload is the state itself. */
  maintenance: def<void, LmsMaintenance>({
    name: EVENT_NAMES.maintenance, channel: () => MAINTENANCE_CHANNEL, onReceive: 'show or hide the maintenance banner from the payload',
  }),
  /** Seats taken or freed in a training's sessions, on a public channel: an open detail page refetches its sessions. */
  sessionSeats: def<{ trainingId: number }, { trainingId: number }>({
    name: EVENT_NAMES.sessionSeats, channel: ({ trainingId }) => trainingSessionsChannel(trainingId), onReceive: 'refetch the detail page (its sessions and seats)',
  }),
  /** A cart changed (spec §7 "Shop", issue 14 part 7), on its private channel: every open tab shows the cart carried. */
  cartUpdate: def<{ cartId: string }, { cart: CartView }>({
    name: EVENT_NAMES.cartUpdate, channel: ({ cartId }) => cartChannel(cartId), onReceive: 'show the cart of the payload',
  }),
} as const;
