/** The pharmacy's team (issue 15 part 2): who is in it, in which state, and who may be switched off. */
import type { AccountRole } from '../identity/session-user.ts';
import { ENROLMENT_REFUSALS } from '../learning/enrolment.ts';

/** A member is active or deactivated (someone who left); an invited person has not created their account yet. */
export const TEAM_STATUSES = ['active', 'deactivated', 'invited'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

/** Rows of the team list per page: big groups page through it. */
export const TEAM_PAGE_SIZE = 20;

/** An invitation to join a team stays valid two weeks. */
export const TEAM_INVITATION_TTL_MS = 14 * 24 * 60 * 60_000;

/** E-mails a manager may send to learners in the throttle window (15 minutes): a team message, not a mailing. */
export const TEAM_MAIL_MAX = 20;

/** A manager may deactivate or reactivate a member of the team, but never themselves nor the owner. */
export function canToggleMember(member: { userId: number; role: AccountRole }, managerUserId: number): boolean {
  return member.userId !== managerUserId && member.role !== 'owner';
}


/** Why assigning a training to a learner is refused: the enrolment rules' reasons, or a learner switched off. */
export const ATTRIBUTION_REFUSALS = [...ENROLMENT_REFUSALS, 'deactivated'] as const;
export type AttributionRefusal = (typeof ATTRIBUTION_REFUSALS)[number];
