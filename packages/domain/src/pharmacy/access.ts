/** Who manages a pharmacy (spec §6 is-titulaire-or-referent): its owner (titulaire) or a referent, in the account in use. */

import type { AccountRole } from '../identity/session-user.ts';

export const PHARMACY_MANAGER_ROLES = ['owner', 'referent'] as const satisfies readonly AccountRole[];
export type PharmacyManagerRole = (typeof PHARMACY_MANAGER_ROLES)[number];

/** True for the roles that manage the pharmacy; a learner of it (or of another one) does not. */
export function managesPharmacy(role: AccountRole | null | undefined): role is PharmacyManagerRole {
  return role === 'owner' || role === 'referent';
}
