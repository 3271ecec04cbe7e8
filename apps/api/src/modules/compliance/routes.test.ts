import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCompliance } from '@app/contracts/compliance/compliance';
import { enrolments } from '@app/db/schema/enrolments';
import { trainingOffers } from '@app/db/schema/training-offers';
import { users } from '@app/db/schema/users';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const LEARNER = 'chloe.simon@demo.test';
const complianceOf = async (email: string, host?: string, platform?: string) => dataOf(await (await signedIn(t.app, email, host, platform)).call(getCompliance), getCompliance);

describe('GET /api/user/compliance', () => {
  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await createVisitor(t.app).call(getCompliance);
    expect(response.statusCode).toBe(401);
    expect(failureOf(response, getCompliance).status).toBe('Error');
  });

  it('shows a French learner with nothing done both obligations missing, and DPC programmes that close them, funded', async () => {
    const { obligations, registrationAssumed } = await complianceOf(LEARNER);
    expect(registrationAssumed).toBe(true);
    expect(obligations.map((o) => [o.code, o.status])).toEqual([
      ['fr-dpc', 'missing'],
      ['fr-certification', 'missing'],
    ]);
    const [dpc] = obligations;
    expect(dpc.counted).toEqual([]);
    expect(dpc.missing[0]).toMatchObject({ tags: ['cognitive', 'practiceEvaluation', 'riskManagement'], distinct: true, shortfall: 2 });
    expect(dpc.suggestions.length).toBeGreaterThan(0);
    expect(dpc.suggestions.length).toBeLessThanOrEqual(3);
    // The ANDPC pays the organisation directly for a pharmacist.
    expect(dpc.suggestions.every((s) => s.type === 'dpc' && s.priceAfterFunding === 0 && s.priceHT > 0)).toBe(true);
  });

  it('turns the DPC obligation met once a DPC programme is completed, which counts and is no longer suggested', async () => {
    const db = t.db.db;
    const [user] = await db.select().from(users).where(eq(users.email, LEARNER));
    const before = await complianceOf(LEARNER);
    const slug = before.obligations[0].suggestions[0].slug;
    const [offer] = await db.select().from(trainingOffers).where(and(eq(trainingOffers.platformId, user.platformId), eq(trainingOffers.slug, slug)));
    const at = new Date();
    await db.insert(enrolments).values({ platformId: user.platformId, userId: user.id, trainingId: offer.trainingId, offerId: offer.id, status: 'completed', enrolledAt: at, startedAt: at, completedAt: at, updatedAt: at });

    const [dpc, certification] = (await complianceOf(LEARNER)).obligations;
    expect(dpc).toMatchObject({ status: 'met', missing: [], suggestions: [] });
    expect(dpc.counted).toEqual([{ title: expect.any(String), completedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }]);
    // An integrated programme serves two blocks of the certification too, not all four.
    expect(certification.status).toBe('missing');
    expect(certification.counted).toHaveLength(1);
    expect(certification.suggestions.map((s) => s.slug)).not.toContain(slug);
  });

  it('shows a Spanish learner no obligation', async () => {
    expect(await complianceOf('farmaceutico@cofares.test', 'cofares.localhost', 'cofares')).toEqual({ obligations: [], registrationAssumed: false });
  });
});
