import { and, eq, inArray } from 'drizzle-orm';
import type { FundaeGroup } from '@app/contracts/pharmacy/fundae';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { todayInParis } from '@app/domain/identity/session-user';
import { fundaeGroupCode } from '@app/domain/pharmacy/fundae';
import { fundaeFilesOfYear } from './fundae-credit.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';

const day = (at: Date | null) => (at ? todayInParis(at) : null);
const hoursOf = (seconds: number) => Math.round(seconds / 360) / 10;

/**
 * `dpec/informes`: the follow-up report of each FUNDAE group of the year. The acción formativa is the training; its
 * group is the pharmacy's learners whose FUNDAE file of that year uses the credit; each participant's dates, hours and
 * completion come from their enrolment in the training (a participant not enrolled yet has none).
 */
export async function fundaeInformes(db: Db, caller: PharmacyCaller, year: number): Promise<FundaeGroup[]> {
  const files = (await fundaeFilesOfYear(db, caller, year)).filter((file) => file.usesCredit);
  if (files.length === 0) return [];
  const offerIds = [...new Set(files.map((file) => file.training.id))];
  const offers = await db
    .select({ id: trainingOffers.id, trainingId: trainings.id, minutes: trainings.totalDurationMinutes })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(inArray(trainingOffers.id, offerIds));
  const learnerIds = [...new Set(files.map((file) => file.learner.id))];
  const rows = await db
    .select()
    .from(enrolments)
    .where(and(inArray(enrolments.userId, learnerIds), inArray(enrolments.trainingId, offers.map((o) => o.trainingId)), eq(enrolments.platformId, caller.platformId)));

  return offerIds.map((offerId) => {
    const offer = offers.find((o) => o.id === offerId)!;
    const ofGroup = files.filter((file) => file.training.id === offerId).sort((a, b) => a.learner.lastName.localeCompare(b.learner.lastName));
    const participants = ofGroup.map((file) => {
      const enrolment = rows.find((e) => e.userId === file.learner.id && e.trainingId === offer.trainingId);
      return {
        learner: { id: file.learner.id, firstName: file.learner.firstName, lastName: file.learner.lastName },
        fileId: file.id,
        state: file.state,
        amountCents: file.amountCents,
        startedOn: enrolment ? day(enrolment.startedAt ?? enrolment.enrolledAt) : null,
        finishedOn: enrolment ? day(enrolment.completedAt) : null,
        hours: hoursOf(enrolment?.secondsSpent ?? 0),
        completed: enrolment?.status === 'completed',
      };
    });
    const starts = participants.map((p) => p.startedOn).filter((d) => d !== null).sort();
    const ends = participants.map((p) => p.finishedOn).filter((d) => d !== null).sort();
    return {
      code: fundaeGroupCode(offerId, year),
      training: { id: offerId, name: ofGroup[0].training.name, type: ofGroup[0].training.type, hours: Math.round(offer.minutes / 6) / 10 },
      startsOn: starts[0] ?? null,
      endsOn: ends.at(-1) ?? null,
      participants,
      completedCount: participants.filter((p) => p.completed).length,
    };
  });
}
