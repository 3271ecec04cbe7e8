import { z } from 'zod';
import { notificationPayloadSchema } from '@app/domain/profile/notification';
import { defineContract } from '../contract.ts';

/**
 * Notifications (spec §3, §4, §7 "User"; issue 13 part 8): the learner's newest ones, and marking some read. Ids that
 * are not the caller's are a 404 and nothing changes (docs/decisions.md).
 */
export const NOTIFICATIONS_LISTED = 50;

export const notificationSchema = z.object({
  id: z.number().int(),
  readedDate: z.string().nullable(),
  createdAt: z.string(),
  payload: notificationPayloadSchema,
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** The newest NOTIFICATIONS_LISTED notifications, newest first, with how many are unread in all. */
export const listNotifications = defineContract({
  method: 'GET',
  path: '/api/user/notification',
  changesState: false,
  data: z.object({ notifications: z.array(notificationSchema), unread: z.number().int() }),
  errors: [401],
});

/** Sets readedDate on the caller's notifications `ids` (already read ones keep their date); answers the unread count left. */
export const readNotifications = defineContract({
  method: 'POST',
  path: '/api/user/notification/read',
  changesState: true,
  body: z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(NOTIFICATIONS_LISTED) }),
  data: z.object({ unread: z.number().int() }),
  errors: [401, 404, 422],
});
