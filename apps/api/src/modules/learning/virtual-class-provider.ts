import { AppError } from '../../errors/app-error.ts';

/** One room of a virtual class: a session date (issue 12 part 3, one meeting per date). */
export interface Meeting {
  id: string;
  name: string;
}

/** Who opens the room: a booked learner (attendee) or the session's trainer (moderator). */
export interface Participant {
  fullName: string;
  /** Our id of the person, so the provider's reports can be matched with the platform's learners. */
  userId: string;
  role: 'attendee' | 'moderator';
}

export type ProviderName = 'bigbluebutton' | 'externalLink';

/** What the platform asks of a video-conference provider. */
export interface VirtualClassProvider {
  readonly name: ProviderName;
  /** Makes sure the meeting exists; idempotent (a learner and the trainer may each be the first to come). */
  createMeeting(meeting: Meeting): Promise<void>;
  /** The address that takes this participant into the meeting. */
  joinUrl(meeting: Meeting, participant: Participant): string;
}

/** The plain external-link provider: one address per session (a Zoom or Teams room), the same for everyone. */
export function externalLinkProvider(url: string): VirtualClassProvider {
  return {
    name: 'externalLink',
    createMeeting: async () => {},
    joinUrl: () => url,
  };
}

/**
 * The provider of a session: its external link when it has one, else the configured BigBlueButton; with neither, the
 * class cannot be joined yet (409, "not configured").
 */
export function providerOf(room: { externalUrl: string | null } | null, bigBlueButton: VirtualClassProvider | null): VirtualClassProvider {
  if (room?.externalUrl) return externalLinkProvider(room.externalUrl);
  if (bigBlueButton) return bigBlueButton;
  throw new AppError('CONFLICT', 'virtualClass.errors.notConfigured');
}

/** Where a provider could not be reached, the learner is told to try again (503) rather than shown a failure. */
export function providerUnavailable(cause: unknown): AppError {
  return new AppError('UNAVAILABLE', 'virtualClass.errors.providerUnavailable', null, {}, { cause });
}
