import type { User } from '@app/db/schema/users';
import { accountChannel, accountPresenceChannel, userChannel } from '@app/domain/realtime/realtime-channels';

/** What the channel rules need to know about the caller. */
export interface ChannelCaller {
  user: User;
  /** The account in use in this session (spec §2 account choice), or null. */
  currentAccountId: number | null;
}

export type ChannelGrant = { allowed: false } | { allowed: true; presence?: { user_id: string; user_info: Record<string, unknown> } };

/**
 * Who may join which private or presence channel: the one place later issues extend (e.g. the shop's cart channel).
 * A user joins their own user channel and the channels of the account currently in use; nothing else.
 */
export function authorizeChannel(caller: ChannelCaller, channel: string): ChannelGrant {
  const { user, currentAccountId } = caller;
  if (channel === userChannel(user.id)) return { allowed: true };
  if (currentAccountId !== null && channel === accountChannel(currentAccountId)) return { allowed: true };
  if (currentAccountId !== null && channel === accountPresenceChannel(currentAccountId)) {
    return { allowed: true, presence: { user_id: String(user.id), user_info: { name: `${user.firstName} ${user.lastName}`.trim() } } };
  }
  return { allowed: false };
}
