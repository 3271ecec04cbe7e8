import type { DataOf } from '@app/contracts/contract';
import type { virtualClassCreateTest } from '@app/contracts/learning/virtual-class';
import type { User } from '@app/db/schema/users';
import { AppError } from '../../errors/app-error.ts';
import type { VirtualClassProvider } from './virtual-class-provider.ts';

/** The meeting an administrator's check creates: always the same, so checking again reuses it. */
export const TEST_MEETING = { id: 'pharma-campus-test', name: 'Pharma Campus – test' };

/**
 * An administrator checks that the configured BigBlueButton answers and accepts our checksum: the test meeting is
 * created and their moderator link given, to open it and try camera and sound.
 */
export async function createTestMeeting(bigBlueButton: VirtualClassProvider | null, admin: User): Promise<DataOf<typeof virtualClassCreateTest>> {
  if (!bigBlueButton) throw new AppError('CONFLICT', 'virtualClass.errors.notConfigured');
  await bigBlueButton.createMeeting(TEST_MEETING);
  const moderatorUrl = bigBlueButton.joinUrl(TEST_MEETING, { fullName: `${admin.firstName} ${admin.lastName}`, userId: `user-${admin.id}`, role: 'moderator' });
  return { provider: 'bigbluebutton', meetingId: TEST_MEETING.id, moderatorUrl };
}
