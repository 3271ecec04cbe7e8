/** The session user of spec §3 as the API returns it, and the derived rules of spec §4. */

import { TIME_ZONE } from '../platform/locales.ts';

/** Functions of a user (spec §3 User). */
export const USER_FUNCTIONS = ['Pharmacien', 'Adjoint'] as const;
export type UserFunction = (typeof USER_FUNCTIONS)[number];
/** Contract types seen on accounts (spec §3 User, §4). */
export type ContractType = 'shop' | 'read-only';
/** Kind of account (spec §1). */
export type AccountKind = 'individual' | 'establishment';
/** Role of a user in an account: owner = titulaire (spec §1, §6). */
export type AccountRole = 'learner' | 'owner' | 'referent';
/** Gender of an advisor: M or other, stored as M / F (spec §3 User). */
export type AdvisorGender = 'M' | 'F';

/** An evaluation quiz (poll) of the user (spec §3 Quiz). */
export interface Quiz {
  id: number;
  hidden: boolean;
  source: string | null;
}
/** The user's answers to a quiz (spec §3 Quiz tracking); startDate is an ISO instant. */
export interface QuizTracking {
  id: number;
  quizId: number;
  answers: unknown[];
  startDate: string;
  score: number | null;
  notAnswered: boolean;
}
/** A notification (spec §3): readedDate null means unread; what it says is in payload. */
export interface Notification {
  id: number;
  readedDate: string | null;
  payload: Record<string, unknown>;
  createdAt: string;
}

/** The logged-in user of spec §3, the `data` of `GET /api/user` and of a successful login. */
export interface SessionUser {
  loggedIn: true;
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  function: UserFunction | null;
  isIndividualAccount: boolean;
  isReferent: boolean;
  isTitulaire: boolean;
  isAdmin: boolean;
  advisor: { name: string; avatar: string | null; gender: AdvisorGender } | null;
  contractType: ContractType | null;
  /** YYYY-MM-DD (a day in Europe/Paris). */
  contractValidDate: string | null;
  appId: string | null;
  productAccess: { canAccessTrainingPlan: boolean };
  /** The chosen account when it is an establishment. */
  establishment: { id: number; name: string } | null;
  userData: { currentAccountId: number | null };
  accounts: { id: number; name: string; kind: AccountKind; role: AccountRole }[];
  evaluationQuizzes: { quizzes: Quiz[]; quizTrackings: QuizTracking[] };
  notifications: Notification[];
  /** Course ids of the user's bookmarks (issue 13 part 7): every card shows its toggle's state without a call. */
  bookmarkIds: number[];
  mustGiveConsent: boolean;
  hasGivenConsent: boolean;
  preferences: { sortOption: string | null; volume: number };
  /** code_name of the user's platform. */
  platform: string;
  /** The user's own photo's URL (null: the default picture, their initials). */
  avatar: string | null;
}

/** Preference volume default (spec §9 "preference volume default 1"). */
export const DEFAULT_VOLUME = 1;

/** Default advisor picture by gender: M → male picture, any other value → female picture (spec §3 User, §9). */
export function defaultAdvisorPicture(gender: string | null | undefined): '/advisors/advisor-m.svg' | '/advisors/advisor-f.svg' {
  return gender === 'M' ? '/advisors/advisor-m.svg' : '/advisors/advisor-f.svg';
}

/** The advisor's avatar, else the default picture of their gender; null without advisor (spec §3 User, §9). */
export function advisorPicture(advisor: SessionUser['advisor'] | null | undefined): string | null {
  if (!advisor) return null;
  return advisor.avatar || defaultAdvisorPicture(advisor.gender);
}

/** Today's date YYYY-MM-DD in Europe/Paris (spec §9 dates in Europe/Paris). */
export function todayInParis(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * A contract is invalid when its valid date is missing or has passed (spec §4); the contract is still valid ON its
 * valid date. Dates are compared as YYYY-MM-DD (a longer ISO value is cut to its day); an unreadable date is invalid.
 */
export function isContractInvalid(contractValidDate: string | null | undefined, today: string): boolean {
  if (!contractValidDate || !DAY.test(contractValidDate)) return true;
  return contractValidDate.slice(0, 10) < today.slice(0, 10);
}

/** Shop context: logged out or contractType shop (spec §4). */
export function isShopContext(user: Pick<SessionUser, 'loggedIn' | 'contractType'> | null | undefined): boolean {
  return !user?.loggedIn || user.contractType === 'shop';
}

/** Points access: logged in, with an app id, outside shop context (spec §4). */
export function hasPointsAccess(user: Pick<SessionUser, 'loggedIn' | 'appId' | 'contractType'> | null | undefined): boolean {
  return !!user?.loggedIn && accountHasPointsAccess(user);
}

/** Points access of a signed-in user's account in use: it has an app id and is not a shop (spec §4). */
export function accountHasPointsAccess(account: { appId: string | null; contractType: string | null }): boolean {
  return !!account.appId && account.contractType !== 'shop';
}

/** Read-only mode: contractType read-only (spec §4). */
export function isReadOnly(user: SessionUser | null | undefined): boolean {
  return !!user?.loggedIn && user.contractType === 'read-only';
}

/** Function shown for a user: an individual account with function Adjoint is shown as Pharmacien (spec §3 User). */
export function displayFunction(
  user: Pick<SessionUser, 'function' | 'isIndividualAccount'> | null | undefined,
): UserFunction | null {
  if (!user) return null;
  return user.isIndividualAccount && user.function === 'Adjoint' ? 'Pharmacien' : user.function;
}

/** A logged-in user with several accounts and none chosen must go to account choice (spec §2 route rules). */
export function needsAccountChoice(user: SessionUser | null | undefined): boolean {
  return !!user?.loggedIn && user.accounts.length > 1 && user.userData.currentAccountId == null;
}

/** The consent dialog shows when logged in, consent must be given, and the route is not login (spec §2 consent dialog, §4). */
export function shouldShowConsentDialog(user: SessionUser | null | undefined, routeName: string | null | undefined): boolean {
  return !!user?.loggedIn && user.mustGiveConsent && routeName !== 'auth-login';
}
