/**
 * The IDOR sweep of pharmacy management (issue 15 "Tests and figures"): every referent endpoint its contracts declare
 * is called by a guest (401), by a learner of the pharmacy (403), and — for every endpoint that names something — by
 * owners and referents with the ids of another pharmacy and of another platform's pharmacy: 404 every time, also right
 * after switching accounts. An endpoint added to the area without its calls here fails the sweep.
 */
import type { LightMyRequestResponse } from 'fastify';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '@app/contracts/contract';
import { setAccountId } from '@app/contracts/identity/auth';
import * as attestationsApi from '@app/contracts/pharmacy/attestations';
import * as contractApi from '@app/contracts/pharmacy/contract';
import * as dashboardApi from '@app/contracts/pharmacy/dashboard';
import * as dpecApi from '@app/contracts/pharmacy/dpec';
import * as dpecEvidenceApi from '@app/contracts/pharmacy/dpec-evidence';
import * as fundaeApi from '@app/contracts/pharmacy/fundae';
import * as exportApi from '@app/contracts/pharmacy/history-export';
import * as invoicesApi from '@app/contracts/pharmacy/invoices';
import * as plansApi from '@app/contracts/pharmacy/plans';
import * as teamApi from '@app/contracts/pharmacy/team';
import { accountContracts } from '@app/db/schema/account-contracts';
import { accounts } from '@app/db/schema/accounts';
import { attestations } from '@app/db/schema/attestations';
import { dpecFiles } from '@app/db/schema/dpec-files';
import { invoices } from '@app/db/schema/invoices';
import { memberships } from '@app/db/schema/memberships';
import { orders } from '@app/db/schema/orders';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainingPlanActivities } from '@app/db/schema/training-plan-activities';
import { trainingPlans } from '@app/db/schema/training-plans';
import { users } from '@app/db/schema/users';
import { contractsIn, nameOf } from '../../test/contract-sweep.ts';
import { buildTestApp, createVisitor, dataOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

const REFERENT_CONTRACTS = contractsIn(import.meta.glob(['/packages/contracts/src/pharmacy/*.ts'], { eager: true }));

/** What a pharmacy has that another may try to reach. */
interface Ids {
  member: number;
  user: number;
  contract: number;
  invoice: number | null;
  order: string | null;
  attestation: number | null;
  exportId: string | null;
  plan: number | null;
  activity: number | null;
  dpec: number;
}

type Input = { params?: object; query?: object; body?: object };
const HASH = 'a'.repeat(64);

/** Every referent call with a valid input naming the given pharmacy's things (ids of a null kind fall back to 1). */
function callsWith(ids: Ids): [Contract, Input][] {
  const invoice = ids.invoice ?? 1;
  const attestation = { id: ids.attestation ?? 1, kind: 'training' as const };
  const exportId = ids.exportId ?? '00000000-0000-4000-8000-000000000000';
  return [
    [teamApi.listApprenants, { query: {} }],
    [teamApi.listAssignableTrainings, {}],
    [teamApi.addApprenant, { body: { email: 'balayage.idor@demo.test', firstName: 'I', lastName: 'Dor', function: 'Adjoint' } }],
    [teamApi.attributeApprenants, { body: { apprenantIds: [ids.member], trainingIds: [1] } }],
    [teamApi.sendEmailToApprenant, { params: { id: ids.member }, body: { subject: 'Bonjour', message: 'Un message.' } }],
    [teamApi.toggleApprenantActive, { body: { contactId: ids.member, isActive: false } }],
    [contractApi.getContract, {}],
    [contractApi.updateToNextContractProduct, {}],
    [contractApi.signContract, { params: { id: ids.contract }, body: { documentHash: HASH, consent: true } }],
    [contractApi.signContractSystemPay, { params: { id: ids.contract } }],
    [contractApi.downloadContractDocument, { params: { id: ids.contract } }],
    [contractApi.downloadSignedContract, { params: { id: ids.contract } }],
    [contractApi.editAccountDatas, { body: { name: 'Pharmacie', address: '1 rue', postalCode: '75001', city: 'Paris', phone: '', email: 'a@b.fr', taxId: '73282932000074' } }],
    [dashboardApi.dashboard, { query: {} }],
    [invoicesApi.getLastCommand, {}],
    [invoicesApi.getCommand, { params: { id: ids.order ?? 'CMD-UNKNOWN1' } }],
    [invoicesApi.listInvoices, { query: {} }],
    [invoicesApi.downloadInvoices, { body: { factures: [invoice] } }],
    [invoicesApi.downloadPharmacyInvoice, { params: { id: invoice } }],
    [invoicesApi.getInvoice, { params: { id: invoice } }],
    [invoicesApi.mergeInvoices, { body: { factures: [invoice] } }],
    [attestationsApi.listTeamAttestations, { query: {} }],
    [attestationsApi.getTeamAttestation, { params: { id: attestation.id }, query: { kind: 'training' } }],
    [attestationsApi.downloadTeamAttestations, { body: { ids: [attestation] } }],
    [exportApi.startHistoryExport, { body: { format: 'csv', learnerIds: [ids.user] } }],
    [exportApi.getHistoryExport, { params: { id: exportId } }],
    [exportApi.downloadHistoryExport, { params: { id: exportId } }],
    [plansApi.listTrainingPlans, {}],
    [plansApi.getPlanCollectif, { params: { id: ids.plan ?? 1 } }],
    [plansApi.createTrainingPlan, { body: { name: 'Plan', startDate: '2030-01-01', endDate: '2030-12-31' } }],
    [plansApi.createActivity, { body: { planId: ids.plan ?? 1, trainingId: 1, startDate: '2030-01-01T00:00:00+01:00', endDate: '2030-01-02T00:00:00+01:00', learnerIds: [ids.user] } }],
    [plansApi.updateActivity, { params: { id: ids.activity ?? 1 }, body: { startDate: '2030-01-01T00:00:00+01:00', endDate: '2030-01-02T00:00:00+01:00' } }],
    [dpecApi.listDpec, { query: {} }],
    [dpecApi.getDpec, { params: { id: ids.dpec } }],
    [dpecApi.listDpecApprenants, {}],
    [dpecApi.listDpecTrainings, {}],
    [dpecApi.dpecFunders, { query: { apprenantId: ids.user, trainingId: 1 } }],
    [dpecApi.addDpec, { body: { apprenantId: ids.user, trainingId: 1 } }],
    [dpecApi.dpecAction, { body: { id: ids.dpec, action: 'cancel', isSpanish: false } }],
    [dpecApi.changeDpecSession, { body: { dpecId: ids.dpec, session: null } }],
    [dpecEvidenceApi.getDpecEvidence, { params: { id: ids.dpec } }],
    // FUNDAE bonificaciones name nothing: each pharmacy reads and writes its own (fundae-routes.test.ts).
    [fundaeApi.getFundae, { query: {} }],
    [fundaeApi.saveFundaeInputs, { body: { year: 2030, contributions: 1000, averageWorkforce: 4 } }],
    [fundaeApi.listFundaeInformes, { query: {} }],
    [fundaeApi.listBonificacionesInvoices, { query: {} }],
    [fundaeApi.downloadFundaeXml, { query: {} }],
  ];
}

/** The calls that name one of another pharmacy's things, with the kind of id they carry (null kinds are skipped). */
function namingCalls(ids: Ids): [Contract, Input][] {
  const naming = new Map<Contract, keyof Ids>([
    [teamApi.attributeApprenants, 'member'],
    [teamApi.sendEmailToApprenant, 'member'],
    [teamApi.toggleApprenantActive, 'member'],
    [contractApi.signContract, 'contract'],
    [contractApi.signContractSystemPay, 'contract'],
    [contractApi.downloadContractDocument, 'contract'],
    [contractApi.downloadSignedContract, 'contract'],
    [invoicesApi.getCommand, 'order'],
    [invoicesApi.downloadInvoices, 'invoice'],
    [invoicesApi.downloadPharmacyInvoice, 'invoice'],
    [invoicesApi.getInvoice, 'invoice'],
    [invoicesApi.mergeInvoices, 'invoice'],
    [attestationsApi.getTeamAttestation, 'attestation'],
    [attestationsApi.downloadTeamAttestations, 'attestation'],
    [exportApi.startHistoryExport, 'user'],
    [exportApi.getHistoryExport, 'exportId'],
    [exportApi.downloadHistoryExport, 'exportId'],
    [plansApi.getPlanCollectif, 'plan'],
    [plansApi.createActivity, 'plan'],
    [plansApi.updateActivity, 'activity'],
    [dpecApi.getDpec, 'dpec'],
    [dpecApi.dpecFunders, 'user'],
    [dpecApi.addDpec, 'user'],
    [dpecApi.dpecAction, 'dpec'],
    [dpecApi.changeDpecSession, 'dpec'],
    [dpecEvidenceApi.getDpecEvidence, 'dpec'],
  ]);
  return callsWith(ids).filter(([contract]) => naming.has(contract) && ids[naming.get(contract)!] !== null);
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const db = () => t.db.db;

async function idsOf(accountName: string, learnerEmail: string, exportBy?: Visitor): Promise<Ids> {
  const [account] = await db().select().from(accounts).where(eq(accounts.name, accountName));
  const [member] = await db()
    .select({ id: memberships.id, user: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, account.id), eq(users.email, learnerEmail)));
  const [contract] = await db().select().from(accountContracts).where(eq(accountContracts.accountId, account.id)).orderBy(desc(accountContracts.id)).limit(1);
  const [invoice] = await db()
    .select({ id: invoices.id, reference: orders.reference })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(orders.accountId, account.id))
    .limit(1);
  // An attestation is named by its enrolment (the learner's own attestation list does the same).
  const [attestation] = await db().select({ id: attestations.enrolmentId }).from(attestations).where(and(eq(attestations.userId, member.user), isNotNull(attestations.enrolmentId))).limit(1);
  const [plan] = await db().select({ id: trainingPlans.id }).from(trainingPlans).where(eq(trainingPlans.accountId, account.id)).limit(1);
  const [activity] = plan ? await db().select({ id: trainingPlanActivities.id }).from(trainingPlanActivities).where(eq(trainingPlanActivities.planId, plan.id)).limit(1) : [];
  // A funding file of the pharmacy, created here for its learner.
  const [offer] = await db().select({ id: trainingOffers.id }).from(trainingOffers).limit(1);
  const [file] = await db()
    .insert(dpecFiles)
    .values({ accountId: account.id, learnerId: member.user, offerId: offer.id, funder: 'OPCO', funderReason: 'employee', amountCents: 0 })
    .returning({ id: dpecFiles.id });
  const exported = exportBy ? dataOf(await exportBy.call(exportApi.startHistoryExport, { body: { format: 'csv' } }), exportApi.startHistoryExport) : null;
  return {
    member: member.id,
    user: member.user,
    contract: contract.id,
    invoice: invoice?.id ?? null,
    order: invoice?.reference ?? null,
    attestation: attestation?.id ?? null,
    exportId: exported?.id ?? null,
    plan: plan?.id ?? null,
    activity: activity?.id ?? null,
    dpec: file.id,
  };
}

async function referentIn(accountName: string): Promise<Visitor> {
  const referent = await signedIn(t.app, 'referent@demo.test');
  const [account] = await db().select().from(accounts).where(eq(accounts.name, accountName));
  const chosen = await referent.call(setAccountId, { body: { accountId: account.id, platform: 'demo' } });
  expect(chosen.statusCode).toBe(200);
  return referent;
}

const status = (res: LightMyRequestResponse) => res.statusCode;

describe('pharmacy management IDOR sweep', () => {
  it('covers every referent contract of the area', () => {
    const swept = callsWith({ member: 1, user: 1, contract: 1, invoice: 1, order: 'x', attestation: 1, exportId: 'x', plan: 1, activity: 1, dpec: 1 }).map(([c]) => nameOf(c));
    expect(swept.sort()).toEqual(REFERENT_CONTRACTS.map(nameOf).sort());
    expect(REFERENT_CONTRACTS.every((c) => c.path.startsWith('/api/user/referent/'))).toBe(true);
  });

  it('answers 401 to a visitor and 403 to a learner on every referent call', async () => {
    const centre = await idsOf('Pharmacie du Centre', 'lea.dubois@demo.test');
    const guest = createVisitor(t.app);
    await guest.csrf();
    const learner = await signedIn(t.app, 'lea.dubois@demo.test');
    for (const [contract, input] of callsWith(centre)) {
      expect(status(await guest.call(contract, input as never)), `guest ${nameOf(contract)}`).toBe(401);
      expect(status(await learner.call(contract, input as never)), `learner ${nameOf(contract)}`).toBe(403);
    }
  });

  it('answers 404 to owners and referents naming another pharmacy’s or another platform’s things', async () => {
    const owner = await signedIn(t.app, 'titulaire@demo.test');
    const halles = await idsOf('Pharmacie des Halles', 'paul.andre@demo.test', await referentIn('Pharmacie des Halles'));
    const centre = await idsOf('Pharmacie du Centre', 'lea.dubois@demo.test', owner);
    const [central] = await db().select().from(accounts).where(eq(accounts.name, 'Farmacia Central de Chamberí'));
    const chamberi = await idsOf(central.name, 'sergio.martin@cofares.test');

    const checks: [string, Visitor, Ids][] = [
      ['owner of Centre → Halles', owner, halles],
      ['owner of Centre → another platform', owner, chamberi],
      ['referent in Halles → Centre', await referentIn('Pharmacie des Halles'), centre],
    ];
    // The same referent after switching to their other pharmacy: Halles's things are now foreign too.
    const switched = await referentIn('Pharmacie des Halles');
    const [gare] = await db().select().from(accounts).where(eq(accounts.name, 'Pharmacie de la Gare'));
    expect(status(await switched.call(setAccountId, { body: { accountId: gare.id, platform: 'demo' } }))).toBe(200);
    checks.push(['referent switched to La Gare → Halles', switched, halles], ['referent switched to La Gare → Centre', switched, centre]);

    // The control: the same calls with the owner's own things are found.
    const own = new Map(callsWith(centre));
    for (const contract of [invoicesApi.getCommand, invoicesApi.getInvoice, invoicesApi.downloadPharmacyInvoice, contractApi.downloadContractDocument, attestationsApi.getTeamAttestation, exportApi.getHistoryExport, plansApi.getPlanCollectif, dpecApi.getDpec, dpecEvidenceApi.getDpecEvidence]) {
      expect(status(await owner.call(contract, own.get(contract) as never)), `own ${nameOf(contract)}`).toBe(200);
    }

    let swept = 0;
    for (const [who, visitor, ids] of checks) {
      for (const [contract, input] of namingCalls(ids)) {
        expect(status(await visitor.call(contract, input as never)), `${who}: ${nameOf(contract)}`).toBe(404);
        swept++;
      }
    }
    // Every kind of thing was tried at least once across the checks.
    expect(swept).toBeGreaterThan(40);
    for (const kind of ['invoice', 'order', 'attestation', 'exportId', 'plan', 'activity'] as const) {
      expect(checks.some(([, , ids]) => ids[kind] !== null), kind).toBe(true);
    }
  });
});
