import { and, eq, inArray } from 'drizzle-orm';
import type { Attribution } from '@app/contracts/pharmacy/team';
import type { Db } from '@app/db/client';
import { offeredWhere } from '@app/db/offered';
import { enrolments } from '@app/db/schema/enrolments';
import { memberships } from '@app/db/schema/memberships';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { SUBSCRIBABLE_TYPES } from '@app/domain/learning/flow-types';
import { AppError } from '../../errors/app-error.ts';
import { enrolInTx, enrolmentCourseColumns, enrolmentDecision } from '../learning/enrol.ts';
import { contractOf } from '../learning/learner.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';
import './team-messages.ts';

/**
 * Spec §7 attributeApprenants (issue 15 part 2): enrols the chosen members of the pharmacy (membership ids) in the
 * chosen trainings (offer ids of the catalogue it sees, self-paced), under the pharmacy's contract and by the
 * learning module's own rules and enrolment, in one transaction. Answers per learner and training what happened: a
 * refusal carries its reason, a deactivated member is refused. An id outside the pharmacy or its catalogue is a 404,
 * and then nothing is enrolled.
 */
export async function attributeApprenants(db: Db, caller: PharmacyCaller, input: { apprenantIds: number[]; trainingIds: number[] }) {
  const apprenantIds = [...new Set(input.apprenantIds)];
  const trainingIds = [...new Set(input.trainingIds)];
  const members = await db
    .select({ id: memberships.id, active: memberships.active, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, caller.account.id), inArray(memberships.id, apprenantIds)));
  if (members.length !== apprenantIds.length) throw new AppError('NOT_FOUND', 'pharmacy.team.errors.memberNotFound');
  const courses = await db
    .select(enrolmentCourseColumns)
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(offeredWhere({ platformId: caller.platformId, lang: caller.lang }, inArray(trainingOffers.id, trainingIds), inArray(trainings.type, [...SUBSCRIBABLE_TYPES])));
  if (courses.length !== trainingIds.length) throw new AppError('NOT_FOUND', 'pharmacy.team.errors.trainingNotFound');

  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ userId: enrolments.userId, trainingId: enrolments.trainingId })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.platformId, caller.platformId),
          inArray(enrolments.userId, members.map((m) => m.user.id)),
          inArray(enrolments.trainingId, courses.map((c) => c.trainingId)),
          inArray(enrolments.status, ['active', 'completed']),
        ),
      );
    const answers: Attribution[] = [];
    for (const member of members) {
      const learner = contractOf(member.user, caller.platformId, caller.account);
      for (const course of courses) {
        const answer = { apprenantId: member.id, trainingId: course.offerId };
        if (!member.active) {
          answers.push({ ...answer, outcome: 'refused', reason: 'deactivated' });
          continue;
        }
        if (existing.some((e) => e.userId === member.user.id && e.trainingId === course.trainingId)) {
          answers.push({ ...answer, outcome: 'alreadyEnrolled', reason: null });
          continue;
        }
        const decision = enrolmentDecision(learner, course);
        if (!decision.allow) {
          answers.push({ ...answer, outcome: 'refused', reason: decision.reason });
          continue;
        }
        await enrolInTx(tx, learner, course);
        answers.push({ ...answer, outcome: 'enrolled', reason: null });
      }
    }
    return answers;
  });
}
