import type { Contract } from '@app/contracts/contract';
import { getCockpit, saveOpcoBudget } from '@app/contracts/compliance/cockpit';
import { getCompliance } from '@app/contracts/compliance/compliance';
import * as d from '@app/contracts/compliance/declarations';
import { createPlanActivities, getTeamCompliancePlan } from '@app/contracts/compliance/plan';
import { getComplianceReport, getTeamComplianceReport } from '@app/contracts/compliance/report';
import { dataOf, signedIn, type TestApp } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

/** The declaration form with its tags and a proof (a PDF by default). */
function declarationForm(tags: string[], proof = { bytes: new TextEncoder().encode('%PDF-1.7\n%%EOF\n'), name: 'a.pdf' }): FormData {
  const body = new FormData();
  for (const [name, value] of [['title', 'Atelier'], ['provider', 'Faculté'], ['completedOn', '2026-01-15'], ...tags.map((tag) => ['tags', tag])]) body.append(name, value);
  body.append('file', new Blob([proof.bytes]), proof.name);
  return body;
}

/** A learner of Pharmacie du Centre declares an action with a PDF proof: its id. */
async function declared(t: TestApp): Promise<number> {
  return dataOf(await (await signedIn(t.app, 'lea.dubois@demo.test')).call(d.declareAction, { body: declarationForm(['knowledge']) }), d.declareAction).id;
}

sweepContracts('compliance', contractsIn(import.meta.glob(['/packages/contracts/src/compliance/*.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getCompliance, async (t) => (await signedIn(t.app, 'pharmacien@demo.test')).call(getCompliance)],
  [d.listDeclarations, async (t) => (await signedIn(t.app, 'lea.dubois@demo.test')).call(d.listDeclarations)],
  [d.declareAction, async (t) => {
    const png = { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), name: 'a.png' };
    return (await signedIn(t.app, 'lea.dubois@demo.test')).call(d.declareAction, { body: declarationForm(['knowledge', 'cognitive'], png) });
  }],
  [d.withdrawDeclaration, async (t) => (await signedIn(t.app, 'lea.dubois@demo.test')).call(d.withdrawDeclaration, { params: { id: await declared(t) } })],
  [d.getDeclarationProof, async (t) => (await signedIn(t.app, 'lea.dubois@demo.test')).call(d.getDeclarationProof, { params: { id: await declared(t) } })],
  [d.setOrdreRegistration, async (t) => (await signedIn(t.app, 'lea.dubois@demo.test')).call(d.setOrdreRegistration, { body: { registeredOn: '2012-09-03' } })],
  [d.listTeamDeclarations, async (t) => {
    await declared(t);
    return (await signedIn(t.app, 'titulaire@demo.test')).call(d.listTeamDeclarations);
  }],
  [d.getTeamDeclarationProof, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(d.getTeamDeclarationProof, { params: { id: await declared(t) } })],
  [d.decideTeamDeclaration, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(d.decideTeamDeclaration, { params: { id: await declared(t) }, body: { decision: 'verified' } })],
  [d.listAdminDeclarations, async (t) => {
    await declared(t);
    return (await signedIn(t.app, 'admin@demo.test')).call(d.listAdminDeclarations);
  }],
  [d.getAdminDeclarationProof, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(d.getAdminDeclarationProof, { params: { id: await declared(t) } })],
  [d.decideAdminDeclaration, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(d.decideAdminDeclaration, { params: { id: await declared(t) }, body: { decision: 'refused', reason: 'Illisible' } })],
  [getComplianceReport, async (t) => (await signedIn(t.app, 'pharmacien@demo.test')).call(getComplianceReport)],
  [getTeamComplianceReport, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(getTeamComplianceReport)],
  [getTeamCompliancePlan, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(getTeamCompliancePlan)],
  [
    createPlanActivities,
    async (t) => {
      const owner = await signedIn(t.app, 'titulaire@demo.test');
      const plan = dataOf(await owner.call(getTeamCompliancePlan), getTeamCompliancePlan);
      const learners = plan.learners.filter((l) => l.trainings.length > 0).map((l) => ({ learnerId: l.id, offerIds: l.trainings.map((x) => x.offerId) }));
      return owner.call(createPlanActivities, { body: { name: 'Plan de conformité', startDate: '2027-01-01', endDate: '2027-12-31', learners } });
    },
  ],
  [getCockpit, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(getCockpit)],
  [saveOpcoBudget, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(saveOpcoBudget, { body: { year: 2026, budget: 1200 } })],
]));
