import type { DataOf } from '@app/contracts/contract';
import type { virtualClassJoin } from '@app/contracts/learning/virtual-class';
import type { Db } from '@app/db/client';
import { joinState, meetingIdOf } from '@app/domain/learning/virtual-class';
import type { Lang } from '@app/domain/platform/locales';
import type { Learner } from './enrolment-record.ts';
import { bookedSession, notOpen } from './virtual-class-session.ts';
import { providerOf, type VirtualClassProvider } from './virtual-class-provider.ts';

/**
 * A booked learner joins the session date open now: the meeting of that date is created if needed (BigBlueButton) and
 * the learner gets their own attendee link; outside every window, a 409 saying when it opens.
 */
export async function joinVirtualClass(
  db: Db,
  bigBlueButton: VirtualClassProvider | null,
  learner: Learner & { fullName: string },
  lang: Lang,
  bookingId: number,
  now = new Date(),
): Promise<DataOf<typeof virtualClassJoin>> {
  const booked = await bookedSession(db, learner, bookingId);
  const state = joinState(booked.days, now);
  if (state.state !== 'open') throw notOpen(state, lang);
  const provider = providerOf(booked, bigBlueButton);
  const meeting = { id: meetingIdOf(booked.sessionId, state.day.date), name: booked.sessionName };
  await provider.createMeeting(meeting);
  return {
    provider: provider.name,
    url: provider.joinUrl(meeting, { fullName: learner.fullName, userId: `user-${learner.userId}`, role: 'attendee' }),
    date: state.day.date,
    opensAt: state.window.opensAt.toISOString(),
    closesAt: state.window.closesAt.toISOString(),
  };
}
