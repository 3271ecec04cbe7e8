import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { accounts } from '@app/db/schema/accounts';
import { bookmarks } from '@app/db/schema/bookmarks';
import { memberships } from '@app/db/schema/memberships';
import { notifications } from '@app/db/schema/notifications';
import { platforms } from '@app/db/schema/platforms';
import { quizTrackings, quizzes } from '@app/db/schema/quizzes';
import { users, type User } from '@app/db/schema/users';
import { DEFAULT_VOLUME, type SessionUser } from '@app/domain/identity/session-user';
import { currentAccountId, type SessionData } from '../../plugins/accounts.ts';
import { avatarUrlOf } from '@app/contracts/profile/infos';

/** Notifications carried by the session user: the newest ones (the full list is the profile's own call). */
const NOTIFICATIONS_SHOWN = 50;

/** An instant as epoch milliseconds in JSON, so both drivers hand back the same number whatever the server's settings. */
const epochMs = (column: SQL | AnyColumn) => sql`floor(extract(epoch from ${column}) * 1000)`;
const isoOf = (ms: number) => new Date(ms).toISOString();

interface Related {
  platform: string | null;
  accounts: (SessionUser['accounts'][number] & {
    contractType: SessionUser['contractType'];
    contractValidDate: string | null;
    appId: string | null;
    canAccessTrainingPlan: boolean;
  })[];
  notifications: { id: number; readedDate: number | null; payload: Record<string, unknown>; createdAt: number }[];
  bookmarkIds: number[];
  quizzes: SessionUser['evaluationQuizzes']['quizzes'];
  quizTrackings: (Omit<SessionUser['evaluationQuizzes']['quizTrackings'][number], 'startDate'> & { startDate: number })[];
}

/**
 * Everything of the session user beyond the user row, in one query (it runs on every signed-in page): the platform's
 * code name, the accounts with the user's role in each (one per membership, by name), the newest notifications
 * (spec §3 Notification), the bookmarked course ids, the evaluation quizzes and their trackings in order (spec §3 evaluationQuizzes).
 */
async function relatedOf(db: Db, user: User): Promise<Related> {
  const jsonList = (query: SQL) => sql`coalesce((${query}), '[]'::json)`;
  const result = await db.execute(sql`select
    (select ${platforms.codeName} from ${platforms} where ${platforms.id} = ${user.platformId}) as "platform",
    ${jsonList(sql`select json_agg(json_build_object(
        'id', ${accounts.id}, 'name', ${accounts.name}, 'kind', ${accounts.kind}, 'role', ${memberships.role},
        'contractType', ${accounts.contractType}, 'contractValidDate', ${accounts.contractValidDate},
        'appId', ${accounts.appId}, 'canAccessTrainingPlan', ${accounts.canAccessTrainingPlan}
      ) order by ${accounts.name}, ${accounts.id})
      from ${memberships} inner join ${accounts} on ${accounts.id} = ${memberships.accountId}
      where ${memberships.userId} = ${user.id} and ${memberships.active}`)} as "accounts",
    ${jsonList(sql`select json_agg(newest.item order by newest.created_at desc, newest.id desc) from (
        select json_build_object(
          'id', ${notifications.id}, 'readedDate', ${epochMs(notifications.readedDate)}, 'payload', ${notifications.payload},
          'createdAt', ${epochMs(notifications.createdAt)}
        ) as item, ${notifications.createdAt} as created_at, ${notifications.id} as id
        from ${notifications} where ${notifications.userId} = ${user.id}
        order by ${notifications.createdAt} desc, ${notifications.id} desc limit ${NOTIFICATIONS_SHOWN}
      ) as newest`)} as "notifications",
    ${jsonList(sql`select json_agg(${bookmarks.offerId} order by ${bookmarks.offerId}) from ${bookmarks} where ${bookmarks.userId} = ${user.id}`)} as "bookmarkIds",
    ${jsonList(sql`select json_agg(json_build_object('id', ${quizzes.id}, 'hidden', ${quizzes.hidden}, 'source', ${quizzes.source}) order by ${quizzes.id})
      from ${quizzes} where ${quizzes.userId} = ${user.id}`)} as "quizzes",
    ${jsonList(sql`select json_agg(json_build_object(
        'id', ${quizTrackings.id}, 'quizId', ${quizTrackings.quizId}, 'answers', ${quizTrackings.answers},
        'startDate', ${epochMs(quizTrackings.startDate)}, 'score', ${quizTrackings.score}, 'notAnswered', ${quizTrackings.notAnswered}
      ) order by ${quizTrackings.id})
      from ${quizTrackings} where ${quizTrackings.userId} = ${user.id}`)} as "quizTrackings"`);
  return (result as unknown as { rows: Related[] }).rows[0];
}

/** The session user of spec §3, as GET /api/user and the login answer it. */
export async function buildSessionUser(db: Db, user: User, data: SessionData): Promise<SessionUser> {
  const related = await relatedOf(db, user);
  const list = related.accounts;
  const accountId = currentAccountId(list, data);
  const chosen = list.find((a) => a.id === accountId) ?? null;
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
    evaluationQuizzes: {
      quizzes: related.quizzes,
      quizTrackings: related.quizTrackings.map((q) => ({ ...q, startDate: isoOf(q.startDate) })),
    },
    notifications: related.notifications.map((n) => ({
      id: n.id,
      readedDate: n.readedDate === null ? null : isoOf(n.readedDate),
      payload: n.payload,
      createdAt: isoOf(n.createdAt),
    })),
    bookmarkIds: related.bookmarkIds.map(Number),
    mustGiveConsent: user.mustGiveConsent,
    hasGivenConsent: user.hasGivenConsent,
    preferences: { sortOption: user.sortOption, volume: user.volume ?? DEFAULT_VOLUME },
    platform: related.platform ?? '',
    avatar: avatarUrlOf(user.avatarKey),
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
