import { and, eq } from 'drizzle-orm';
import type { Contract } from '@app/contracts/contract';
import * as team from '@app/contracts/pharmacy/team';
import { accounts } from '@app/db/schema/accounts';
import { memberships } from '@app/db/schema/memberships';
import { users } from '@app/db/schema/users';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';
import { dataOf, signedIn, type TestApp } from '../../test/helper.ts';

/** The membership id of a learner of Pharmacie du Centre. */
async function learnerOfCentre(t: TestApp, email: string) {
  const [row] = await t.db.db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(users.email, email), eq(accounts.name, 'Pharmacie du Centre')));
  return row.id;
}

sweepContracts('pharmacy team', contractsIn(import.meta.glob(['/packages/contracts/src/pharmacy/team.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [team.listApprenants, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(team.listApprenants, { query: { q: 'a', page: 1 } })],
  [team.listAssignableTrainings, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(team.listAssignableTrainings)],
  [team.addApprenant, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(team.addApprenant, { body: { email: 'balayage@demo.test', firstName: 'B', lastName: 'Alayage', function: 'Adjoint' } })],
  [team.attributeApprenants, async (t) => {
    const owner = await signedIn(t.app, 'titulaire@demo.test');
    const [course] = dataOf(await owner.call(team.listAssignableTrainings), team.listAssignableTrainings);
    return owner.call(team.attributeApprenants, { body: { apprenantIds: [await learnerOfCentre(t, 'sarah.laurent@demo.test')], trainingIds: [course.id] } });
  }],
  [team.sendEmailToApprenant, async (t) =>
    (await signedIn(t.app, 'titulaire@demo.test')).call(team.sendEmailToApprenant, { params: { id: await learnerOfCentre(t, 'romain.michel@demo.test') }, body: { subject: 'Bonjour', message: 'À demain.' } })],
  [team.toggleApprenantActive, async (t) =>
    (await signedIn(t.app, 'titulaire@demo.test')).call(team.toggleApprenantActive, { body: { contactId: await learnerOfCentre(t, 'romain.michel@demo.test'), isActive: true } })],
]));
