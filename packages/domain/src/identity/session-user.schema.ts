/** The session user's schema (spec §3 User), for the API's contract; the pages read the type in session-user.ts. */
import { z } from 'zod';
import { USER_FUNCTIONS, type SessionUser } from './session-user.ts';

/** Zod schema of SessionUser, for checking API answers (spec §3 User). */
export const sessionUserSchema = z.object({
  loggedIn: z.literal(true),
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  function: z.enum(USER_FUNCTIONS).nullable(),
  isIndividualAccount: z.boolean(),
  isReferent: z.boolean(),
  isTitulaire: z.boolean(),
  isAdmin: z.boolean(),
  advisor: z.object({ name: z.string(), avatar: z.string().nullable(), gender: z.enum(['M', 'F']) }).nullable(),
  contractType: z.enum(['shop', 'read-only']).nullable(),
  contractValidDate: z.string().nullable(),
  appId: z.string().nullable(),
  productAccess: z.object({ canAccessTrainingPlan: z.boolean() }),
  establishment: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  userData: z.object({ currentAccountId: z.number().int().nullable() }),
  accounts: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      kind: z.enum(['individual', 'establishment']),
      role: z.enum(['learner', 'owner', 'referent']),
    }),
  ),
  evaluationQuizzes: z.object({
    quizzes: z.array(z.object({ id: z.number().int(), hidden: z.boolean(), source: z.string().nullable() })),
    quizTrackings: z.array(
      z.object({
        id: z.number().int(),
        quizId: z.number().int(),
        answers: z.array(z.unknown()),
        startDate: z.string(),
        score: z.number().nullable(),
        notAnswered: z.boolean(),
      }),
    ),
  }),
  notifications: z.array(
    z.object({ id: z.number().int(), readedDate: z.string().nullable(), payload: z.record(z.string(), z.unknown()), createdAt: z.string() }),
  ),
  bookmarkIds: z.array(z.number().int()),
  mustGiveConsent: z.boolean(),
  hasGivenConsent: z.boolean(),
  preferences: z.object({ sortOption: z.string().nullable(), volume: z.number() }),
  platform: z.string(),
  avatar: z.string().nullable(),
}) satisfies z.ZodType<SessionUser>;
