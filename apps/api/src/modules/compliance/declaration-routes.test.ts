import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCompliance } from '@app/contracts/compliance/compliance';
import * as c from '@app/contracts/compliance/declarations';
import type { Contract } from '@app/contracts/contract';
import { accounts } from '@app/db/schema/accounts';
import { auditEntries } from '@app/db/schema/audit-entries';
import { notifications } from '@app/db/schema/notifications';
import { outboxMessages } from '@app/db/schema/outbox-messages';
import { users } from '@app/db/schema/users';
import { PROOF_MAX_BYTES } from '@app/domain/compliance/declarations';
import { todayInParis } from '@app/domain/identity/session-user';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

let t: TestApp;
let learner: Visitor;
let owner: Visitor;
let admin: Visitor;
const db = () => t.db.db;

/** A learner of Pharmacie du Centre, whose owner is titulaire@demo.test. */
const LEARNER = 'sarah.laurent@demo.test';
const pdf = (text = 'proof') => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);
const FIELDS = { title: 'Atelier entretien motivationnel', provider: 'Faculté de pharmacie de Lyon', completedOn: '2026-03-12', tags: ['patientRelation'] };

/** The declaration form as the browser sends it: the fields (a tag per checked box), then the file. */
function form(fields: Partial<Record<keyof typeof FIELDS, string | string[]>> = FIELDS, file: { bytes: Buffer; name?: string } | null = { bytes: pdf() }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  if (file) body.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name ?? 'attestation.pdf');
  return body;
}
const declare = async (visitor: Visitor, body = form()) => dataOf(await visitor.call(c.declareAction, { body }), c.declareAction);
const fieldErrorsOf = (response: Awaited<ReturnType<Visitor['call']>>, contract: Contract) => {
  expect(response.statusCode, response.body).toBe(422);
  return (failureOf(response, contract).data as { errors: Record<string, string[]> }).errors;
};
const certificationOf = async (visitor: Visitor) => dataOf(await visitor.call(getCompliance), getCompliance).obligations.find((o) => o.obligation === 'certification')!;
const accountId = async (name: string) => (await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name)))[0].id;

beforeAll(async () => {
  t = await buildTestApp();
  learner = await signedIn(t.app, LEARNER);
  owner = await signedIn(t.app, 'titulaire@demo.test');
  admin = await signedIn(t.app, 'admin@demo.test');
});
afterAll(() => t.close());

describe('who may call', () => {
  it('answers 401 to a visitor and 403 to a learner on the pharmacy’s and the back-office’s calls', async () => {
    const guest = createVisitor(t.app);
    for (const contract of [c.listDeclarations, c.listTeamDeclarations, c.listAdminDeclarations]) expect((await guest.call(contract)).statusCode).toBe(401);
    expect((await guest.call(c.declareAction, { body: form() })).statusCode).toBe(401);
    expect((await guest.call(c.setOrdreRegistration, { body: { registeredOn: null } })).statusCode).toBe(401);
    for (const contract of [c.listTeamDeclarations, c.listAdminDeclarations]) {
      const refused = await learner.call(contract);
      expect(refused.statusCode).toBe(403);
      failureOf(refused, contract);
    }
    expect((await owner.call(c.listAdminDeclarations)).statusCode).toBe(403);
  });
});

describe('declaring an action', () => {
  it('refuses a proof that is not a PDF, PNG or JPEG by its bytes, too big, missing, and bad fields, by field in the learner’s language', async () => {
    const gif = fieldErrorsOf(await learner.call(c.declareAction, { body: form(FIELDS, { bytes: Buffer.from('GIF89a....'), name: 'x.pdf' }) }), c.declareAction);
    expect(gif.file[0]).toContain('ni un PDF, ni une image PNG ou JPEG');
    const big = Buffer.concat([pdf(), Buffer.alloc(PROOF_MAX_BYTES)]);
    expect(fieldErrorsOf(await learner.call(c.declareAction, { body: form(FIELDS, { bytes: big }) }), c.declareAction).file[0]).toContain('5 Mo');
    expect(fieldErrorsOf(await learner.call(c.declareAction, { body: form(FIELDS, null) }), c.declareAction).file[0]).toContain('Choisissez le fichier');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    const errors = fieldErrorsOf(await learner.call(c.declareAction, { body: form({ ...FIELDS, title: ' ', completedOn: todayInParis(tomorrow), tags: [] }) }), c.declareAction);
    expect(errors).toMatchObject({ title: ['Ce champ est obligatoire.'], completedOn: ['Indiquez une date passée ou celle d’aujourd’hui.'], tags: ['Choisissez au moins un type d’action ou un bloc.'] });
    // A tag no rule asks for (an integrated programme is declared as the kinds it combines), or none known.
    expect(Object.keys(fieldErrorsOf(await learner.call(c.declareAction, { body: form({ ...FIELDS, tags: ['integrated'] }) }), c.declareAction))).toEqual(['tags']);
    expect(Object.keys(fieldErrorsOf(await learner.call(c.declareAction, { body: form({ ...FIELDS, tags: ['knowledge', 'nope'] }) }), c.declareAction))).toEqual(['tags.1']);
    expect(dataOf(await learner.call(c.listDeclarations), c.listDeclarations).declarations).toEqual([]);
  });

  it('answers 400 to a multipart body cut short, and 404 on a Spanish platform where no obligation applies', async () => {
    await learner.csrf();
    const cut = await learner.request({
      method: 'POST',
      url: '/back/api/user/compliance/declarations',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7',
      xsrf: true,
    });
    expect(cut.statusCode).toBe(400);
    failureOf(cut, c.declareAction);
    const spanish = await signedIn(t.app, 'farmaceutico@cofares.test', 'cofares.localhost', 'cofares');
    const refused = await spanish.call(c.declareAction, { body: form() });
    expect(refused.statusCode).toBe(404);
    expect(failureOf(refused, c.declareAction).message).toContain('no se aplica ninguna obligación');
    expect(dataOf(await spanish.call(c.listDeclarations), c.listDeclarations).declarableTags).toEqual([]);
  });

  it('keeps a declaration pending, shown pending on the card and not counted; lets its author open its proof and withdraw it', async () => {
    const declared = await declare(learner, form({ ...FIELDS, tags: ['patientRelation', 'patientRelation'] }));
    expect(declared).toMatchObject({ ...FIELDS, status: 'pending', proofType: 'application/pdf', proofName: 'attestation.pdf', decidedBy: null });
    const listed = dataOf(await learner.call(c.listDeclarations), c.listDeclarations);
    expect(listed).toMatchObject({ declarations: [{ id: declared.id }], proofMaxBytes: PROOF_MAX_BYTES, registeredOn: null });
    expect(listed.declarableTags).toContain('ownHealth');
    const certification = await certificationOf(learner);
    expect(certification.pending).toEqual([{ title: FIELDS.title, completedOn: FIELDS.completedOn }]);
    expect(certification.counted).toEqual([]);

    const proof = await learner.call(c.getDeclarationProof, { params: { id: declared.id } });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('application/pdf');
    expect(proof.rawPayload.equals(pdf())).toBe(true);
    const other = await signedIn(t.app, 'lea.dubois@demo.test');
    expect((await other.call(c.getDeclarationProof, { params: { id: declared.id } })).statusCode).toBe(404);
    expect((await other.call(c.withdrawDeclaration, { params: { id: declared.id } })).statusCode).toBe(404);

    expect(dataOf(await learner.call(c.withdrawDeclaration, { params: { id: declared.id } }), c.withdrawDeclaration)).toEqual({ id: declared.id });
    expect(dataOf(await learner.call(c.listDeclarations), c.listDeclarations).declarations).toEqual([]);
  });
});

describe('verifying', () => {
  it('lets the owner of the learner’s pharmacy open the proof and verify it once: the learner is notified and e-mailed, and the action counts', async () => {
    const declared = await declare(learner);
    const pending = dataOf(await owner.call(c.listTeamDeclarations), c.listTeamDeclarations).declarations;
    expect(pending.map((d) => [d.id, d.learner.name])).toEqual([[declared.id, 'Sarah Laurent']]);
    expect((await owner.call(c.getTeamDeclarationProof, { params: { id: declared.id } })).rawPayload.equals(pdf())).toBe(true);

    const verified = dataOf(await owner.call(c.decideTeamDeclaration, { params: { id: declared.id }, body: { decision: 'verified' } }), c.decideTeamDeclaration);
    expect(verified).toMatchObject({ status: 'verified', decidedBy: 'Isabelle Moreau', refusalReason: null });
    const [user] = await db().select().from(users).where(eq(users.email, LEARNER));
    const [told] = await db().select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(desc(notifications.id)).limit(1);
    expect(told.payload).toEqual({ kind: 'declarationVerified', declarationId: declared.id, title: FIELDS.title });
    const [mail] = await db().select().from(outboxMessages).where(eq(outboxMessages.toAddress, LEARNER)).orderBy(desc(outboxMessages.id)).limit(1);
    expect(mail.subject).toBe(`Votre action « ${FIELDS.title} » est validée`);
    expect(mail.textBody).toContain('Isabelle Moreau a vérifié');

    const certification = await certificationOf(learner);
    expect(certification.counted).toEqual([{ title: FIELDS.title, completedOn: FIELDS.completedOn }]);
    expect(certification.pending).toEqual([]);
    expect(certification.missing.find((m) => m.tags.includes('patientRelation'))?.shortfall).toBe(1);
    expect(dataOf(await owner.call(c.listTeamDeclarations), c.listTeamDeclarations).declarations).toEqual([]);

    // Decided once: a second decision, the administrator's or a withdrawal is a 409.
    const again = await owner.call(c.decideTeamDeclaration, { params: { id: declared.id }, body: { decision: 'refused', reason: 'Non' } });
    expect(again.statusCode).toBe(409);
    expect(failureOf(again, c.decideTeamDeclaration).message).toBe('Cette action déclarée a déjà été validée.');
    expect((await admin.call(c.decideAdminDeclaration, { params: { id: declared.id }, body: { decision: 'verified' } })).statusCode).toBe(409);
    expect((await learner.call(c.withdrawDeclaration, { params: { id: declared.id } })).statusCode).toBe(409);
  });

  it('answers 404 to the referent of another pharmacy and to the administrator of another platform', async () => {
    const declared = await declare(learner);
    const referent = await signedIn(t.app, 'referent@demo.test');
    const set = await referent.request({ method: 'POST', url: '/back/api/user/setAccountId', payload: { accountId: await accountId('Pharmacie des Halles'), platform: 'demo' }, xsrf: true });
    expect(set.statusCode).toBe(200);
    expect(dataOf(await referent.call(c.listTeamDeclarations), c.listTeamDeclarations).declarations).toEqual([]);
    for (const refused of [
      await referent.call(c.getTeamDeclarationProof, { params: { id: declared.id } }),
      await referent.call(c.decideTeamDeclaration, { params: { id: declared.id }, body: { decision: 'verified' } }),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(failureOf(refused, c.decideTeamDeclaration).message).toBe('Cette action déclarée est introuvable.');
    }
    const cofaresAdmin = await signedIn(t.app, 'admin@cofares.test', 'cofares.localhost', 'cofares');
    expect(dataOf(await cofaresAdmin.call(c.listAdminDeclarations), c.listAdminDeclarations).declarations).toEqual([]);
    expect((await cofaresAdmin.call(c.decideAdminDeclaration, { params: { id: declared.id }, body: { decision: 'verified' } })).statusCode).toBe(404);
    expect((await cofaresAdmin.call(c.getAdminDeclarationProof, { params: { id: declared.id } })).statusCode).toBe(404);
    await learner.call(c.withdrawDeclaration, { params: { id: declared.id } });
  });

  it('lets an administrator refuse with a reason, audited; a refused action neither counts nor shows pending', async () => {
    const declared = await declare(learner, form({ ...FIELDS, title: 'Course à pied', tags: ['ownHealth'] }));
    expect(dataOf(await admin.call(c.listAdminDeclarations), c.listAdminDeclarations).declarations.map((d) => d.id)).toContain(declared.id);
    expect((await admin.call(c.getAdminDeclarationProof, { params: { id: declared.id } })).statusCode).toBe(200);
    const empty = fieldErrorsOf(await admin.call(c.decideAdminDeclaration, { params: { id: declared.id }, body: { decision: 'refused', reason: '  ' } }), c.decideAdminDeclaration);
    expect(empty).toEqual({ reason: ['Ce champ est obligatoire.'] });

    const refused = dataOf(await admin.call(c.decideAdminDeclaration, { params: { id: declared.id }, body: { decision: 'refused', reason: 'Une activité sportive n’est pas une action du référentiel.' } }), c.decideAdminDeclaration);
    expect(refused).toMatchObject({ status: 'refused', decidedBy: 'Aurélie Blanc', refusalReason: 'Une activité sportive n’est pas une action du référentiel.' });
    const [entry] = await db().select().from(auditEntries).where(eq(auditEntries.action, 'complianceDeclaration.refuse'));
    expect(entry).toMatchObject({ subject: `Course à pied (${LEARNER})`, before: { status: 'pending' }, after: { status: 'refused' } });
    const [mail] = await db().select().from(outboxMessages).where(and(eq(outboxMessages.toAddress, LEARNER))).orderBy(desc(outboxMessages.id)).limit(1);
    expect(mail.textBody).toContain('Une activité sportive');

    const certification = await certificationOf(learner);
    expect(certification.pending).toEqual([]);
    expect(certification.counted.map((a) => a.title)).not.toContain('Course à pied');
    expect(dataOf(await learner.call(c.listDeclarations), c.listDeclarations).declarations.find((d) => d.id === declared.id)).toMatchObject({ status: 'refused' });
  });
});

describe('the registration date with the Ordre', () => {
  it('refuses a day in the future or not a day (422) and starts the certification’s cycle on the day set', async () => {
    const tomorrow = todayInParis(new Date(Date.now() + 2 * 86_400_000));
    expect(fieldErrorsOf(await learner.call(c.setOrdreRegistration, { body: { registeredOn: tomorrow } }), c.setOrdreRegistration)).toEqual({
      registeredOn: ['La date d’inscription à l’Ordre ne peut pas être dans le futur.'],
    });
    expect((await learner.call(c.setOrdreRegistration, { body: { registeredOn: '2024-02-30' } })).statusCode).toBe(422);
    expect((await certificationOf(learner)).period).toEqual({ start: '2023-01-01', end: '2031-12-31' });

    expect(dataOf(await learner.call(c.setOrdreRegistration, { body: { registeredOn: '2024-03-01' } }), c.setOrdreRegistration)).toEqual({ registeredOn: '2024-03-01' });
    const after = dataOf(await learner.call(getCompliance), getCompliance);
    expect(after.registrationAssumed).toBe(false);
    expect(after.obligations.find((o) => o.obligation === 'certification')!.period).toEqual({ start: '2024-03-01', end: '2030-02-28' });
    expect(dataOf(await learner.call(c.listDeclarations), c.listDeclarations).registeredOn).toBe('2024-03-01');

    await learner.call(c.setOrdreRegistration, { body: { registeredOn: null } });
    expect(dataOf(await learner.call(getCompliance), getCompliance).registrationAssumed).toBe(true);
  });
});
