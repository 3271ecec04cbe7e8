import { DEFAULT_VOLUME, type SessionUser } from './session-user.ts';

/** A signed-in learner of one pharmacy, for tests; `over` changes what a test is about. */
export function makeSessionUser(over: Partial<SessionUser> = {}): SessionUser {
  return {
    loggedIn: true,
    id: 1,
    email: 'learner@demo.test',
    firstName: 'Léa',
    lastName: 'Martin',
    function: 'Pharmacien',
    isIndividualAccount: false,
    isReferent: false,
    isTitulaire: false,
    isAdmin: false,
    advisor: null,
    contractType: null,
    contractValidDate: '2030-12-31',
    appId: 'APP-1',
    productAccess: { canAccessTrainingPlan: false },
    establishment: { id: 10, name: 'Pharmacie du Centre' },
    userData: { currentAccountId: 10 },
    accounts: [{ id: 10, name: 'Pharmacie du Centre', kind: 'establishment', role: 'learner' }],
    evaluationQuizzes: { quizzes: [], quizTrackings: [] },
    notifications: [],
    bookmarkIds: [],
    mustGiveConsent: false,
    hasGivenConsent: false,
    preferences: { sortOption: null, volume: DEFAULT_VOLUME },
    platform: 'demo',
    avatar: null,
    ...over,
  };
}
