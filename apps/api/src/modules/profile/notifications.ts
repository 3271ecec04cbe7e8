import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationItem } from '@app/contracts/profile/notifications';
import { NOTIFICATIONS_LISTED } from '@app/contracts/profile/notifications';
import type { Db } from '@app/db/client';
import { notifications } from '@app/db/schema/notifications';
import { notificationPayloadSchema } from '@app/domain/profile/notification';
import { AppError } from '../../errors/app-error.ts';
import type { Recipient } from '../../realtime/notify.ts';

const mine = (to: Recipient) => and(eq(notifications.userId, to.userId), eq(notifications.platformId, to.platformId));

async function unreadOf(db: Db, to: Recipient): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(notifications).where(and(mine(to), isNull(notifications.readedDate)));
  return row.unread;
}

/**
 * The user's newest notifications, newest first, and how many are unread in all. A payload of an unknown shape (none
 * is written so) is left out rather than failing the list.
 */
export async function listNotifications(db: Db, to: Recipient): Promise<{ notifications: NotificationItem[]; unread: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(mine(to))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LISTED);
  const items = rows.flatMap((row) => {
    const payload = notificationPayloadSchema.safeParse(row.payload);
    if (!payload.success) return [];
    return [{ id: row.id, readedDate: row.readedDate?.toISOString() ?? null, createdAt: row.createdAt.toISOString(), payload: payload.data }];
  });
  return { notifications: items, unread: await unreadOf(db, to) };
}

/**
 * Marks the user's notifications `ids` read (spec §4: readedDate set; one already read keeps its date). An id that is
 * not the user's is a 404 and nothing is marked.
 */
export async function readNotifications(db: Db, to: Recipient, ids: readonly number[], now = new Date()): Promise<{ unread: number }> {
  const wanted = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: notifications.id }).from(notifications).where(and(mine(to), inArray(notifications.id, wanted)));
    if (found.length !== wanted.length) throw new AppError('NOT_FOUND', 'errors.notificationNotFound');
    await tx.update(notifications).set({ readedDate: now }).where(and(mine(to), inArray(notifications.id, wanted), isNull(notifications.readedDate)));
  });
  return { unread: await unreadOf(db, to) };
}
