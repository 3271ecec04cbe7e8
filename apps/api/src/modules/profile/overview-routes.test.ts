import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBadges } from '@app/contracts/profile/badges';
import { getPersonalizedSuggestions } from '@app/contracts/profile/suggestions';
import { putBookmark } from '@app/contracts/profile/bookmarks';
import { enrolments } from '@app/db/schema/enrolments';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { users } from '@app/db/schema/users';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A training of the demo catalogue completed by a learner at an instant; returns its name. */
async function completed(email: string, slug: string, at: Date): Promise<string> {
  const db = t.db.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const [offer] = await db
    .select({ id: trainingOffers.id, trainingId: trainings.id, name: trainings.name, points: trainings.points })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(and(eq(trainingOffers.platformId, user.platformId), eq(trainingOffers.slug, slug)));
  await db.insert(enrolments).values({
    platformId: user.platformId, userId: user.id, trainingId: offer.trainingId, offerId: offer.id, status: 'completed',
    enrolledAt: at, startedAt: at, completedAt: at, initialScore: 6, finalScore: 9, points: offer.points, updatedAt: at,
  });
  return offer.name;
}

const unauthorised = async (contract: typeof getBadges | typeof getPersonalizedSuggestions) => {
  const response = await createVisitor(t.app).call(contract);
  expect(response.statusCode).toBe(401);
  expect(failureOf(response, contract).status).toBe('Error');
};

describe('GET /api/user/getBadges', () => {
  it('answers 401 to a visitor who is not signed in', () => unauthorised(getBadges));

  it('gives a learner who completed a training the first-training badge, and progress toward the others', async () => {
    await completed('chloe.simon@demo.test', 'accompagner-sevrage-tabagique', new Date());
    const { badges } = dataOf(await (await signedIn(t.app, 'chloe.simon@demo.test')).call(getBadges), getBadges);
    const byId = Object.fromEntries(badges.map((b) => [b.id, b]));
    expect(byId.firstTraining).toMatchObject({ current: 1, target: 1 });
    expect(byId.firstTraining.earnedAt).not.toBeNull();
    expect(byId.dpcProgramme).toMatchObject({ current: 0, earnedAt: null });
    // Points access (an app id on a non-shop contract): the points of the history (rounded scores + the training's).
    expect(byId.points100.current).toBeGreaterThanOrEqual(15);
    // Completed this week: the current streak holds one week.
    expect(byId.streak4.current).toBe(1);
  });

  it('shows no points badge without points access (a shop contract), and nothing earned by another learner', async () => {
    const { badges } = dataOf(await (await signedIn(t.app, 'boutique@demo.test')).call(getBadges), getBadges);
    expect(badges.some((b) => b.kind === 'points')).toBe(false);
    expect(badges.every((b) => b.earnedAt === null)).toBe(true);
  });
});

describe('GET /api/user/getPersonalizedSuggestions', () => {
  it('answers 401 to a visitor who is not signed in', () => unauthorised(getPersonalizedSuggestions));

  it('suggests a training on the same theme "because you completed" one, never one already taken', async () => {
    // Smoking cessation shares "prévention" with the vaccination programme, open to pharmacists.
    const name = await completed('titulaire@demo.test', 'accompagner-sevrage-tabagique', new Date('2026-10-01T09:00:00Z'));
    const { suggestions } = dataOf(await (await signedIn(t.app, 'titulaire@demo.test')).call(getPersonalizedSuggestions), getPersonalizedSuggestions);
    expect(suggestions[0].reason).toEqual({ kind: 'completed', training: { id: expect.any(Number), name } });
    expect(suggestions[0].course.tags).toContain('prévention');
    expect(suggestions.map((s) => s.course.name)).not.toContain(name);
    expect(suggestions.length).toBeLessThanOrEqual(6);
  });

  it('suggests trainings meant for the learner\'s function when nothing else is known', async () => {
    const { suggestions } = dataOf(await (await signedIn(t.app, 'adjoint@demo.test')).call(getPersonalizedSuggestions), getPersonalizedSuggestions);
    expect(suggestions.length).toBeGreaterThan(0);
    // An individual account's Adjoint learns as a Pharmacien (spec §3).
    expect(suggestions.every((s) => s.reason.kind === 'function' && s.reason.function === 'Pharmacien')).toBe(true);
  });

  it('suggests first what the pharmacy planned for the learner, never another learner\'s plan', async () => {
    const planned = dataOf(await (await signedIn(t.app, 'lea.dubois@demo.test')).call(getPersonalizedSuggestions), getPersonalizedSuggestions);
    expect(planned.suggestions[0].reason).toEqual({ kind: 'planned' });
    const colleague = dataOf(await (await signedIn(t.app, 'sarah.laurent@demo.test')).call(getPersonalizedSuggestions), getPersonalizedSuggestions);
    expect(colleague.suggestions.map((s) => s.reason.kind)).not.toContain('planned');
  });

  it('suggests trainings on the themes of a bookmarked one "because you bookmarked" it, not the bookmark itself', async () => {
    const learner = await signedIn(t.app, 'adjoint@demo.test');
    const [user] = await t.db.db.select({ platformId: users.platformId }).from(users).where(eq(users.email, 'adjoint@demo.test'));
    const [offer] = await t.db.db
      .select({ id: trainingOffers.id, name: trainings.name })
      .from(trainingOffers)
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      // It shares "prévention" with the vaccination programme.
      .where(and(eq(trainingOffers.platformId, user.platformId), eq(trainingOffers.slug, 'accompagner-sevrage-tabagique')));
    expect((await learner.call(putBookmark, { params: { id: offer.id } })).statusCode).toBe(200);
    const { suggestions } = dataOf(await learner.call(getPersonalizedSuggestions), getPersonalizedSuggestions);
    expect(suggestions[0].reason).toEqual({ kind: 'bookmarked', training: { id: offer.id, name: offer.name } });
    expect(suggestions.map((s) => s.course.id)).not.toContain(offer.id);
  });
});
