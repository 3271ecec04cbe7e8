import type { DataOf } from '@app/contracts/contract';
import type { trainerStartVirtualClass } from '@app/contracts/learning/virtual-class';
import type { Db } from '@app/db/client';
import { joinState, meetingIdOf, TRAINER_OPENS_BEFORE_MINUTES } from '@app/domain/learning/virtual-class';
import type { Lang } from '@app/domain/platform/locales';
import { trainerRoom } from './trainer-link.ts';
import { notOpen } from './virtual-class-session.ts';
import { providerOf, type VirtualClassProvider } from './virtual-class-provider.ts';

/** The trainer starts the class: the meeting of the date open now, and their moderator link (from an hour before). */
export async function startVirtualClass(
  db: Db,
  bigBlueButton: VirtualClassProvider | null,
  token: string,
  lang: Lang,
  now = new Date(),
): Promise<DataOf<typeof trainerStartVirtualClass>> {
  const room = await trainerRoom(db, token, now);
  const state = joinState(room.days, now, TRAINER_OPENS_BEFORE_MINUTES);
  if (state.state !== 'open') throw notOpen(state, lang, 'virtualClass.errors.trainerNotOpen');
  const provider = providerOf(room, bigBlueButton);
  const meeting = { id: meetingIdOf(room.sessionId, state.day.date), name: room.sessionName };
  await provider.createMeeting(meeting);
  const url = provider.joinUrl(meeting, { fullName: room.trainerName ?? room.sessionName, userId: `trainer-${room.sessionId}`, role: 'moderator' });
  return { provider: provider.name, url, date: state.day.date };
}
