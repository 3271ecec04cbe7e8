import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { notifications } from '@app/db/schema/notifications';
import { platforms } from '@app/db/schema/platforms';
import { quizTrackings, quizzes } from '@app/db/schema/quizzes';
import { users, type User } from '@app/db/schema/users';
import { DEFAULT_VOLUME, type SessionUser } from '@app/domain/identity/session-user';
import { currentAccountId, userAccounts, type SessionData } from '../../plugins/accounts.ts';

/** Notifications carried by the session user: the newest ones (the full list is the profile's own call). */
const NOTIFICATIONS_SHOWN = 50;

/** The user's notifications, newest first (spec §3 Notification). */
async function userNotifications(db: Db, userId: number): Promise<SessionUser['notifications']> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  return rows.map((n) => ({ id: n.id, readedDate: n.readedDate?.toISOString() ?? null, payload: n.payload, createdAt: n.createdAt.toISOString() }));
}

/** The user's evaluation quizzes in order and their trackings (spec §3 evaluationQuizzes). */
async function userEvaluationQuizzes(db: Db, userId: number): Promise<SessionUser['evaluationQuizzes']> {
  const [quizRows, trackingRows] = await Promise.all([
    db.select({ id: quizzes.id, hidden: quizzes.hidden, source: quizzes.source }).from(quizzes).where(eq(quizzes.userId, userId)).orderBy(asc(quizzes.id)),
    db.select().from(quizTrackings).where(eq(quizTrackings.userId, userId)).orderBy(asc(quizTrackings.id)),
  ]);
  return {
    quizzes: quizRows,
    quizTrackings: trackingRows.map(({ id, quizId, answers, startDate, score, notAnswered }) => ({
      id, quizId, answers, startDate: startDate.toISOString(), score, notAnswered,
    })),
  };
}

/** The session user of spec §3, as GET /api/user and the login answer it. */
export async function buildSessionUser(db: Db, user: User, data: SessionData): Promise<SessionUser> {
  const [list, [platform], userNotificationList, evaluationQuizzes] = await Promise.all([
    userAccounts(db, user.id),
    db.select({ codeName: platforms.codeName }).from(platforms).where(eq(platforms.id, user.platformId)),
    userNotifications(db, user.id),
    userEvaluationQuizzes(db, user.id),
  ]);
  const accountId = currentAccountId(list, data);
  const chosen = list.find((a) => a.id === accountId)?.account ?? null;
  // Roles count in the chosen account only: a learner of one pharmacy who is referent of another manages nothing
  // while in the first.
  const hasRole = (role: 'owner' | 'referent') => list.some((a) => a.id === accountId && a.role === role);
  return {
    loggedIn: true,
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    function: user.function,
    isIndividualAccount: chosen?.kind === 'individual',
    isReferent: hasRole('referent'),
    isTitulaire: hasRole('owner'),
    isAdmin: user.isAdmin,
    advisor: user.advisorName
      ? { name: user.advisorName, avatar: user.advisorAvatarUrl, gender: user.advisorGender === 'F' ? 'F' : 'M' }
      : null,
    contractType: chosen?.contractType ?? null,
    contractValidDate: chosen?.contractValidDate ?? null,
    appId: chosen?.appId ?? null,
    productAccess: { canAccessTrainingPlan: chosen?.canAccessTrainingPlan ?? false },
    establishment: chosen?.kind === 'establishment' ? { id: chosen.id, name: chosen.name } : null,
    userData: { currentAccountId: accountId },
    accounts: list.map(({ id, name, kind, role }) => ({ id, name, kind, role })),
    evaluationQuizzes,
    notifications: userNotificationList,
    mustGiveConsent: user.mustGiveConsent,
    hasGivenConsent: user.hasGivenConsent,
    preferences: { sortOption: user.sortOption, volume: user.volume ?? DEFAULT_VOLUME },
    platform: platform?.codeName ?? '',
  };
}

/** A user of a platform by e-mail (case-insensitive). */
export async function findUserByEmail(db: Db, platformId: number, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.platformId, platformId), eq(users.email, email.trim().toLowerCase())));
  return user;
}
