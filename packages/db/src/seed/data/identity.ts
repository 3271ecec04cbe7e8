import type { AdvisorGender } from '../../schema/users.ts';
import type { MembershipRole } from '../../schema/memberships.ts';
import type { PlatformCode } from './platforms-and-hosts.ts';

/**
 * Identity demo data added with migration 0002 (advisors, consent flag, a fixed invitation). It is applied by its own
 * guarded step of seedDemo, so a database seeded before it existed receives it on the next start.
 */

export interface AdvisorSeed {
  name: string;
  gender: AdvisorGender;
  /** null → the UI shows the default picture of the gender. */
  avatarUrl: string | null;
}

const ADVISOR_F: AdvisorSeed = { name: 'Sophie Lambert', gender: 'F', avatarUrl: null };
const ADVISOR_M: AdvisorSeed = { name: 'Julien Roux', gender: 'M', avatarUrl: null };

/** Demo users (platform demo) and their training advisor. */
export const ADVISORS: Array<[email: string, advisor: AdvisorSeed]> = [
  ['pharmacien@demo.test', ADVISOR_F],
  ['titulaire@demo.test', ADVISOR_F],
  ['expire@demo.test', ADVISOR_F],
  ['consent@demo.test', ADVISOR_F],
  ['adjoint@demo.test', ADVISOR_M],
  ['referent@demo.test', ADVISOR_M],
  ['lecture@demo.test', ADVISOR_M],
];

/** Demo users (platform demo) who must give consent before using the site. */
export const MUST_GIVE_CONSENT: string[] = ['consent@demo.test'];

/**
 * A fixed invitation a developer can try: `/abonnement/creer-mon-compte?token=demo-invitation-2026` on demo.
 * Stored as sha256 hex like every token; single use like every token (after the account is created it is spent).
 */
export const DEMO_INVITATION = {
  token: 'demo-invitation-2026',
  platform: 'demo' as PlatformCode,
  email: 'invite@demo.test',
  accountName: 'Pharmacie du Centre',
  /** The role the invited person gets in the account (one_time_tokens.data.role). */
  role: 'learner' as MembershipRole,
  expiresAt: new Date('2030-01-01T00:00:00Z'),
};

/** A learner of the farline platform (reached on the cofares host in farline mode), added in its own seed step. */
export const FARLINE_LEARNER = {
  email: 'farmaceutico@farline.test',
  firstName: 'Lucía',
  lastName: 'Serrano',
  function: 'Pharmacien' as const,
  account: { name: 'Lucía Serrano', appId: 'FARLINE-0001', contractValidDate: '2027-12-31' },
};

/**
 * A pharmacy where referent@demo.test is only a learner, so that the roles of the chosen account can be tried: the
 * pharmacy-management area opens in the pharmacies they are referent of, not in this one.
 */
export const REFERENT_LEARNER_ACCOUNT = {
  referentEmail: 'referent@demo.test',
  account: { name: 'Pharmacie du Marché', appId: 'DEMO-ETAB-0103', contractValidDate: '2027-12-31', canAccessTrainingPlan: true },
};
