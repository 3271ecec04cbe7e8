import { EVENTS } from '../../realtime/events.ts';
import { broadcast, type Broadcaster } from '../../realtime/broadcaster.ts';

/**
 * Raises the training-plan event (spec §6) on the account a learner's plan belongs to, when an enrolment of theirs
 * changes what their personal plan shows (docs/decisions.md "Personal training plan"). No account, no channel.
 */
export async function planChanged(broadcaster: Broadcaster, accountId: number | null, planId: number | null = null): Promise<void> {
  if (accountId === null) return;
  await broadcast(broadcaster, EVENTS.trainingPlans, { accountId }, { planId });
}
