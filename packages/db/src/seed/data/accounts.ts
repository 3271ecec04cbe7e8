import type { AccountKind, ContractType } from '../../schema/accounts.ts';
import type { MembershipRole } from '../../schema/memberships.ts';
import type { UserFunction } from '../../schema/users.ts';
import type { PlatformCode } from './platforms-and-hosts.ts';

/**
 * Demo accounts and users (HOSTS.md). Every demo user's password is DEMO_PASSWORD.
 * The holder of an individual account is its 'learner'; 'owner' (titulaire) and 'referent' are establishment roles.
 */

export const DEMO_PASSWORD = 'Pharma-Demo-2026';

const VALID = '2027-12-31';

export interface AccountSeed {
  /** Seed-local key used by memberships. */
  key: string;
  platform: PlatformCode;
  name: string;
  kind: AccountKind;
  contractType?: ContractType;
  /** null = no contract date (invalid contract). */
  contractValidDate: string | null;
  appId?: string;
  canAccessTrainingPlan?: boolean;
}

export interface UserSeed {
  email: string;
  platform: PlatformCode;
  firstName: string;
  lastName: string;
  function: UserFunction | null;
  isAdmin?: boolean;
  memberships: Array<[accountKey: string, role: MembershipRole]>;
}

export const ACCOUNTS: AccountSeed[] = [
  // demo — individual accounts
  { key: 'pharmacien', platform: 'demo', name: 'Camille Martin', kind: 'individual', contractValidDate: VALID, appId: 'DEMO-0001', canAccessTrainingPlan: true },
  { key: 'adjoint', platform: 'demo', name: 'Thomas Bernard', kind: 'individual', contractValidDate: VALID, appId: 'DEMO-0002' },
  { key: 'boutique', platform: 'demo', name: 'Inès Petit', kind: 'individual', contractType: 'shop', contractValidDate: VALID },
  { key: 'lecture', platform: 'demo', name: 'Hugo Robert', kind: 'individual', contractType: 'read-only', contractValidDate: VALID, appId: 'DEMO-0004' },
  { key: 'expire', platform: 'demo', name: 'Manon Richard', kind: 'individual', contractValidDate: '2026-06-30', appId: 'DEMO-0005' },
  { key: 'consent', platform: 'demo', name: 'Lucas Durand', kind: 'individual', contractValidDate: VALID, appId: 'DEMO-0006' },
  { key: 'admin', platform: 'demo', name: 'Administration Pharma Campus', kind: 'individual', contractValidDate: VALID, appId: 'DEMO-0007', canAccessTrainingPlan: true },
  // demo — establishments
  { key: 'pharmacie-du-centre', platform: 'demo', name: 'Pharmacie du Centre', kind: 'establishment', contractValidDate: VALID, appId: 'DEMO-ETAB-0100', canAccessTrainingPlan: true },
  { key: 'pharmacie-des-halles', platform: 'demo', name: 'Pharmacie des Halles', kind: 'establishment', contractValidDate: VALID, appId: 'DEMO-ETAB-0101', canAccessTrainingPlan: true },
  { key: 'pharmacie-de-la-gare', platform: 'demo', name: 'Pharmacie de la Gare', kind: 'establishment', contractValidDate: VALID, appId: 'DEMO-ETAB-0102', canAccessTrainingPlan: false },
  // other platforms
  { key: 'mfo-pharmacien', platform: 'mfo', name: 'Julie Fontaine', kind: 'individual', contractValidDate: VALID, appId: 'MFO-0001', canAccessTrainingPlan: true },
  { key: 'totum-learner', platform: 'totum', name: 'Nicolas Girard', kind: 'individual', contractValidDate: VALID, appId: 'TOTUM-0001' },
  { key: 'cofares-farmaceutico', platform: 'cofares', name: 'Alejandro García', kind: 'individual', contractValidDate: VALID, appId: 'COF-0001' },
  { key: 'tienda', platform: 'cofares', name: 'Lucía Fernández', kind: 'individual', contractType: 'shop', contractValidDate: VALID },
  { key: 'cofares-admin', platform: 'cofares', name: 'Administración Cofares', kind: 'individual', contractValidDate: VALID, appId: 'COFARES-0009' },
  { key: 'farmacia-central', platform: 'cofares', name: 'Farmacia Central de Chamberí', kind: 'establishment', contractValidDate: VALID, appId: 'COF-ETAB-0100', canAccessTrainingPlan: true },
];

export const USERS: UserSeed[] = [
  { email: 'pharmacien@demo.test', platform: 'demo', firstName: 'Camille', lastName: 'Martin', function: 'Pharmacien', memberships: [['pharmacien', 'learner']] },
  { email: 'adjoint@demo.test', platform: 'demo', firstName: 'Thomas', lastName: 'Bernard', function: 'Adjoint', memberships: [['adjoint', 'learner']] },
  { email: 'titulaire@demo.test', platform: 'demo', firstName: 'Isabelle', lastName: 'Moreau', function: 'Pharmacien', memberships: [['pharmacie-du-centre', 'owner']] },
  // the five learners of Pharmacie du Centre
  { email: 'lea.dubois@demo.test', platform: 'demo', firstName: 'Léa', lastName: 'Dubois', function: 'Adjoint', memberships: [['pharmacie-du-centre', 'learner']] },
  { email: 'maxime.leroy@demo.test', platform: 'demo', firstName: 'Maxime', lastName: 'Leroy', function: 'Adjoint', memberships: [['pharmacie-du-centre', 'learner']] },
  { email: 'chloe.simon@demo.test', platform: 'demo', firstName: 'Chloé', lastName: 'Simon', function: 'Pharmacien', memberships: [['pharmacie-du-centre', 'learner']] },
  { email: 'romain.michel@demo.test', platform: 'demo', firstName: 'Romain', lastName: 'Michel', function: 'Adjoint', memberships: [['pharmacie-du-centre', 'learner']] },
  { email: 'sarah.laurent@demo.test', platform: 'demo', firstName: 'Sarah', lastName: 'Laurent', function: 'Adjoint', memberships: [['pharmacie-du-centre', 'learner']] },
  {
    email: 'referent@demo.test',
    platform: 'demo',
    firstName: 'Philippe',
    lastName: 'Garcia',
    function: 'Pharmacien',
    memberships: [
      ['pharmacie-des-halles', 'referent'],
      ['pharmacie-de-la-gare', 'referent'],
    ],
  },
  // learners of the referent's pharmacies
  { email: 'paul.andre@demo.test', platform: 'demo', firstName: 'Paul', lastName: 'André', function: 'Adjoint', memberships: [['pharmacie-des-halles', 'learner']] },
  { email: 'emma.mercier@demo.test', platform: 'demo', firstName: 'Emma', lastName: 'Mercier', function: 'Adjoint', memberships: [['pharmacie-de-la-gare', 'learner']] },
  { email: 'boutique@demo.test', platform: 'demo', firstName: 'Inès', lastName: 'Petit', function: 'Pharmacien', memberships: [['boutique', 'learner']] },
  { email: 'lecture@demo.test', platform: 'demo', firstName: 'Hugo', lastName: 'Robert', function: 'Pharmacien', memberships: [['lecture', 'learner']] },
  { email: 'expire@demo.test', platform: 'demo', firstName: 'Manon', lastName: 'Richard', function: 'Pharmacien', memberships: [['expire', 'learner']] },
  { email: 'consent@demo.test', platform: 'demo', firstName: 'Lucas', lastName: 'Durand', function: 'Pharmacien', memberships: [['consent', 'learner']] },
  { email: 'admin@demo.test', platform: 'demo', firstName: 'Aurélie', lastName: 'Blanc', function: null, isAdmin: true, memberships: [['admin', 'learner']] },
  { email: 'pharmacien@mfo.test', platform: 'mfo', firstName: 'Julie', lastName: 'Fontaine', function: 'Pharmacien', memberships: [['mfo-pharmacien', 'learner']] },
  { email: 'totum@totum.test', platform: 'totum', firstName: 'Nicolas', lastName: 'Girard', function: 'Pharmacien', memberships: [['totum-learner', 'learner']] },
  { email: 'farmaceutico@cofares.test', platform: 'cofares', firstName: 'Alejandro', lastName: 'García', function: 'Pharmacien', memberships: [['cofares-farmaceutico', 'learner']] },
  { email: 'tienda@cofares.test', platform: 'cofares', firstName: 'Lucía', lastName: 'Fernández', function: 'Pharmacien', memberships: [['tienda', 'learner']] },
  { email: 'admin@cofares.test', platform: 'cofares', firstName: 'Carmen', lastName: 'Ruiz', function: null, isAdmin: true, memberships: [['cofares-admin', 'learner']] },
  { email: 'titular@cofares.test', platform: 'cofares', firstName: 'María', lastName: 'López', function: 'Pharmacien', memberships: [['farmacia-central', 'owner']] },
  { email: 'sergio.martin@cofares.test', platform: 'cofares', firstName: 'Sergio', lastName: 'Martín', function: 'Adjoint', memberships: [['farmacia-central', 'learner']] },
  { email: 'laura.sanchez@cofares.test', platform: 'cofares', firstName: 'Laura', lastName: 'Sánchez', function: 'Adjoint', memberships: [['farmacia-central', 'learner']] },
  { email: 'diego.torres@cofares.test', platform: 'cofares', firstName: 'Diego', lastName: 'Torres', function: 'Pharmacien', memberships: [['farmacia-central', 'learner']] },
];
