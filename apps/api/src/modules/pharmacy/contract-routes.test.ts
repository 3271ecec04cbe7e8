import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auth from '@app/contracts/identity/auth';
import * as api from '@app/contracts/pharmacy/contract';
import { accountContracts, contractSignatures } from '@app/db/schema/account-contracts';
import { accounts } from '@app/db/schema/accounts';
import { invoices } from '@app/db/schema/invoices';
import { orderLines } from '@app/db/schema/order-lines';
import { orders } from '@app/db/schema/orders';
import { SANDBOX_CARDS } from '@app/domain/shop/checkout';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { sha256Hex } from './contract-document.ts';

const SECRET = 'sandbox-test-secret-contract-0123456789abcd';
let t: TestApp;
let owner: Visitor;
const db = () => t.db.db;

/** Every page's text of a PDF. */
function pdfText(bytes: Uint8Array): { pages: number; text: string } {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    const pages = doc.countPages();
    const text = Array.from({ length: pages }, (_, i) => doc.loadPage(i).toStructuredText('preserve-whitespace').asText()).join('\n');
    return { pages, text };
  } finally {
    doc.destroy();
  }
}

/**
 * Checks a PDF's digital signature as a reader would: the bytes its /ByteRange covers hash to the PKCS#7's signed
 * message digest, and that digest's attributes are signed by the embedded certificate's key.
 */
function signatureValid(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text);
  if (!range) return false;
  const [a, b, c, d] = range.slice(1).map(Number);
  const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const hex = text.slice(a + b + 1, c - 1).replace(/0+$/, '');
  const p7 = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.hexToBytes(hex.length % 2 ? `${hex}0` : hex))) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
  };
  const attributes = p7.rawCapture.authenticatedAttributes;
  const digestAttribute = attributes.find((attr) => forge.asn1.derToOid((attr.value as forge.asn1.Asn1[])[0].value as string) === forge.pki.oids.messageDigest)!;
  const digest = ((digestAttribute.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0].value as string;
  if (Buffer.from(digest, 'binary').toString('hex') !== sha256Hex(signed)) return false;
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const md = forge.md.sha256.create();
  md.update(forge.asn1.toDer(set).getBytes());
  return (p7.certificates[0].publicKey as forge.pki.rsa.PublicKey).verify(md.digest().getBytes(), p7.rawCapture.signature);
}

const contractOfVisitor = async (visitor: Visitor) => dataOf(await visitor.call(api.getContract), api.getContract);
const contractIdOf = async (appId: string) => {
  const [row] = await db().select({ id: accountContracts.id }).from(accountContracts).innerJoin(accounts, eq(accounts.id, accountContracts.accountId)).where(eq(accounts.appId, appId));
  return row.id;
};
const referentIn = async (appId: string) => {
  const referent = await signedIn(t.app, 'referent@demo.test');
  const [account] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.appId, appId));
  expect((await referent.call(auth.setAccountId, { body: { accountId: account.id, platform: 'demo' } })).statusCode).toBe(200);
  return referent;
};

beforeAll(async () => {
  t = await buildTestApp({ sandboxPaymentSecret: SECRET });
  owner = await signedIn(t.app, 'titulaire@demo.test');
});
afterAll(() => t.close());

describe('who may call', () => {
  it('asks a guest to sign in (401) and refuses a learner (403), on every call', async () => {
    const guest = createVisitor(t.app);
    const learner = await signedIn(t.app, 'lea.dubois@demo.test');
    const id = await contractIdOf('DEMO-ETAB-0100');
    const calls = (v: Visitor) => [
      v.call(api.getContract),
      v.call(api.updateToNextContractProduct),
      v.call(api.signContract, { params: { id }, body: { documentHash: '0'.repeat(64), consent: true } }),
      v.call(api.signContractSystemPay, { params: { id } }),
      v.call(api.downloadContractDocument, { params: { id } }),
      v.call(api.downloadSignedContract, { params: { id } }),
      v.call(api.editAccountDatas, { body: { name: 'X', address: 'x', postalCode: '75001', city: 'Paris', phone: '', email: 'a@b.fr', taxId: '41234567800012' } }),
    ];
    for (const response of await Promise.all(calls(guest))) expect(response.statusCode).toBe(401);
    for (const response of await Promise.all(calls(learner))) expect(response.statusCode).toBe(403);
  });

  it('answers 404 for another pharmacy\'s contract, also for its referent after switching accounts', async () => {
    const halles = await contractIdOf('DEMO-ETAB-0101');
    for (const response of [
      await owner.call(api.signContract, { params: { id: halles }, body: { documentHash: '0'.repeat(64), consent: true } }),
      await owner.call(api.signContractSystemPay, { params: { id: halles } }),
      await owner.call(api.downloadContractDocument, { params: { id: halles } }),
      await owner.call(api.downloadSignedContract, { params: { id: halles } }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const referent = await referentIn('DEMO-ETAB-0102');
    expect((await referent.call(api.downloadContractDocument, { params: { id: halles } })).statusCode).toBe(404);
    const spanish = await contractIdOf('COF-ETAB-0100');
    expect((await owner.call(api.downloadContractDocument, { params: { id: spanish } })).statusCode).toBe(404);
  });
});

describe('getContract', () => {
  it('answers the draft, its price with VAT, the next product, the document and its hash, and the pharmacy', async () => {
    const { contract, pharmacy } = await contractOfVisitor(owner);
    expect(pharmacy).toMatchObject({ name: 'Pharmacie du Centre', postalCode: '69002', city: 'Lyon', taxId: '41234567800012' });
    expect(contract).toMatchObject({
      product: { code: 'essentiel', maxLearners: 5 },
      period: { start: '2027-01-01', end: '2027-12-31' },
      price: { ht: 590, vat: 118, ttc: 708, vatRate: 20 },
      state: 'draft',
      signature: null,
      nextProduct: { code: 'equipe', price: { ht: 990, ttc: 1188 } },
    });
    expect(contract!.consentText).toContain(contract!.documentHash);
    const document = await owner.request({ method: 'GET', url: contract!.documentUrl });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(sha256Hex(document.rawPayload)).toBe(contract!.documentHash);
    // The same data, the same bytes: the hash names the document.
    expect(sha256Hex((await owner.request({ method: 'GET', url: contract!.documentUrl })).rawPayload)).toBe(contract!.documentHash);
    const { text } = pdfText(document.rawPayload);
    expect(text).toContain('Contrat d’abonnement Essentiel');
    expect(text).toContain('Pharma Campus Formation SAS');
    expect(text).toContain('12 place de la République');
    expect(text).toContain('708,00');
  });

  it('speaks the pharmacy\'s language: the Spanish contract and its VAT', async () => {
    const titular = await signedIn(t.app, 'titular@cofares.test', 'cofares.localhost', 'cofares');
    const { contract } = await contractOfVisitor(titular);
    expect(contract).toMatchObject({ price: { ht: 590, vat: 123.9, ttc: 713.9, vatRate: 21 }, state: 'draft' });
    expect(contract!.consentText).toMatch(/^He leído el contrato Esencial de Farmacia Central/);
    const { text } = pdfText((await titular.request({ method: 'GET', url: contract!.documentUrl })).rawPayload);
    expect(text).toContain('Contrato de suscripción Esencial');
    expect(text).toContain('NIF/CIF: B12345674');
  });

  it('shows the referent\'s signed and paid contract of the chosen pharmacy', async () => {
    const referent = await referentIn('DEMO-ETAB-0101');
    const { contract } = await contractOfVisitor(referent);
    expect(contract).toMatchObject({ product: { code: 'equipe' }, state: 'paid', signature: null });
  });
});

describe('editAccountDatas', () => {
  it('refuses bad fields with every error in the caller\'s language, and changes nothing', async () => {
    const response = await owner.call(api.editAccountDatas, { body: { name: '', address: 'x', postalCode: '7500', city: 'Lyon', phone: '12', email: 'nope', taxId: '41234567800013' } });
    expect(response.statusCode).toBe(422);
    const errors = (failureOf(response, api.editAccountDatas).data as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['email', 'name']);
    const checked = await owner.call(api.editAccountDatas, { body: { name: 'Pharmacie du Centre', address: 'x', postalCode: '7500', city: 'Lyon', phone: '12', email: 'a@b.fr', taxId: '41234567800013' } });
    const fields = (failureOf(checked, api.editAccountDatas).data as { errors: Record<string, string[]> }).errors;
    expect(fields).toEqual({
      postalCode: ['Saisissez un code postal à 5 chiffres.'],
      phone: ['Saisissez un numéro de téléphone valide, par exemple 01 23 45 67 89.'],
      taxId: ['Saisissez un SIRET valide : 14 chiffres.'],
    });
    const titular = await signedIn(t.app, 'titular@cofares.test', 'cofares.localhost', 'cofares');
    const spanish = await titular.call(api.editAccountDatas, { body: { name: 'Farmacia', address: 'Calle 1', postalCode: '28010', city: 'Madrid', phone: '', email: 'a@b.es', taxId: '41234567800012' } });
    expect((failureOf(spanish, api.editAccountDatas).data as { errors: Record<string, string[]> }).errors).toEqual({ taxId: ['Introduzca un NIF, NIE o CIF español válido.'] });
    expect((await contractOfVisitor(owner)).pharmacy.city).toBe('Lyon');
  });

  it('saves the data (phone in E.164, tax id compacted), which changes the contract document and its hash', async () => {
    const before = (await contractOfVisitor(owner)).contract!.documentHash;
    const response = await owner.call(api.editAccountDatas, {
      body: { name: 'Pharmacie du Centre', address: '14 place de la République', postalCode: '69002', city: 'Lyon', phone: '04 78 42 10 11', email: 'Contact@Pharmacie-du-centre.demo.test', taxId: '412 345 678 00012' },
    });
    expect(dataOf(response, api.editAccountDatas)).toEqual({
      name: 'Pharmacie du Centre',
      address: '14 place de la République',
      postalCode: '69002',
      city: 'Lyon',
      phone: '+33478421011',
      email: 'contact@pharmacie-du-centre.demo.test',
      taxId: '41234567800012',
    });
    expect((await contractOfVisitor(owner)).contract!.documentHash).not.toBe(before);
  });

  it('lets a referent edit the pharmacy they chose', async () => {
    const referent = await referentIn('DEMO-ETAB-0102');
    const response = await referent.call(api.editAccountDatas, { body: { name: 'Pharmacie de la Gare', address: '2 place de la Gare', postalCode: '59000', city: 'Lille', phone: '', email: 'gare@demo.test', taxId: '63456789000013' } });
    expect(dataOf(response, api.editAccountDatas)).toMatchObject({ address: '2 place de la Gare', phone: null });
  });
});

describe('signing', () => {
  it('refuses without consent (422) and a document that changed since it was read (409), changing nothing', async () => {
    const { contract } = await contractOfVisitor(owner);
    const noConsent = await owner.call(api.signContract, { params: { id: contract!.id }, body: { documentHash: contract!.documentHash, consent: false as true } });
    expect(noConsent.statusCode).toBe(422);
    const stale = await owner.call(api.signContract, { params: { id: contract!.id }, body: { documentHash: 'a'.repeat(64), consent: true } });
    expect(stale.statusCode).toBe(409);
    expect(failureOf(stale, api.signContract).message).toBe('Le contrat a changé depuis que vous l’avez ouvert : relisez-le avant de le signer.');
    expect((await contractOfVisitor(owner)).contract!.state).toBe('draft');
  });

  it('signs with its evidence, a sealed PDF embedding it, once; a tampered copy is detected', async () => {
    const { contract } = await contractOfVisitor(owner);
    const response = await owner.request({
      method: 'POST',
      url: `/back/api/user/referent/contract/sign/${contract!.id}`,
      headers: { 'user-agent': 'Contract test browser/1.0' },
      payload: { documentHash: contract!.documentHash, consent: true },
      xsrf: true,
    });
    expect(response.statusCode).toBe(200);
    const signed = dataOf(response, api.signContract).contract!;
    expect(signed.state).toBe('signed');
    expect(signed.signature).toMatchObject({
      signerName: 'Isabelle Moreau',
      signerEmail: 'titulaire@demo.test',
      signerRole: 'owner',
      documentHash: contract!.documentHash,
      consentText: contract!.consentText,
    });
    expect(signed.signature!.ip).toMatch(/^10\.0\./);

    const download = await owner.request({ method: 'GET', url: signed.signature!.signedPdfUrl });
    expect(download.statusCode).toBe(200);
    const pdf = download.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256Hex(pdf)).toBe(signed.signature!.signedPdfHash);
    expect(signatureValid(pdf)).toBe(true);
    const { pages, text } = pdfText(pdf);
    expect(pages).toBe(2);
    expect(text).toContain('Preuve de signature électronique');
    expect(text).toContain('Isabelle Moreau');
    expect(text).toContain(contract!.documentHash);
    expect(text).toContain('Contract test browser/1.0');
    // The exact document read is attached: it hashes to the evidence's hash.
    const doc = mupdf.Document.openDocument(pdf, 'application/pdf') as mupdf.PDFDocument;
    const files = doc.getEmbeddedFiles();
    const attached = Object.values(files)[0];
    expect(sha256Hex(doc.getEmbeddedFileContents(attached)!.asUint8Array())).toBe(contract!.documentHash);
    doc.destroy();

    // One byte changed inside the signed range: the seal no longer holds, nor does the stored hash.
    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf('Isabelle Moreau', tampered.indexOf('stream'));
    const position = at > 0 ? at : 200;
    tampered[position] = tampered[position] ^ 1;
    expect(signatureValid(tampered)).toBe(false);
    expect(sha256Hex(tampered)).not.toBe(signed.signature!.signedPdfHash);

    const again = await owner.call(api.signContract, { params: { id: contract!.id }, body: { documentHash: contract!.documentHash, consent: true } });
    expect(again.statusCode).toBe(409);
    expect(failureOf(again, api.signContract).message).toBe('Ce contrat est déjà signé : la signature enregistrée reste la seule valable.');
    expect(await db().select({ id: contractSignatures.id }).from(contractSignatures).where(eq(contractSignatures.contractId, contract!.id))).toHaveLength(1);
  });

  it('signs once when two requests race', async () => {
    const titular = await signedIn(t.app, 'titular@cofares.test', 'cofares.localhost', 'cofares');
    const { contract } = await contractOfVisitor(titular);
    const body = { documentHash: contract!.documentHash, consent: true as const };
    const answers = await Promise.all([0, 1].map(() => titular.call(api.signContract, { params: { id: contract!.id }, body })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(failureOf(answers.find((a) => a.statusCode === 409)!, api.signContract).message).toBe('Este contrato ya está firmado: la firma registrada sigue siendo la única válida.');
  });
});

describe('updateToNextContractProduct', () => {
  it('replaces a draft in place, makes a new draft for a signed contract that supersedes it once signed, and stops at the top', async () => {
    const referent = await referentIn('DEMO-ETAB-0101');
    const paid = (await contractOfVisitor(referent)).contract!;
    const moved = dataOf(await referent.call(api.updateToNextContractProduct), api.updateToNextContractProduct).contract!;
    expect(moved).toMatchObject({ product: { code: 'integral' }, state: 'draft', replacesContractId: paid.id, nextProduct: null, price: { ht: 1490 } });
    expect(moved.id).not.toBe(paid.id);
    const top = await referent.call(api.updateToNextContractProduct);
    expect(top.statusCode).toBe(422);
    expect(failureOf(top, api.updateToNextContractProduct).message).toBe('Votre contrat porte déjà sur la formule la plus complète : il n’y a pas de formule supérieure.');
    expect((await referent.call(api.signContract, { params: { id: moved.id }, body: { documentHash: moved.documentHash, consent: true } })).statusCode).toBe(200);
    const [old] = await db().select().from(accountContracts).where(eq(accountContracts.id, paid.id));
    expect(old.supersededAt).not.toBeNull();
    expect((await contractOfVisitor(referent)).contract!.id).toBe(moved.id);
  });

  it('moves a draft up in place, which changes its document', async () => {
    const referent = await referentIn('DEMO-ETAB-0102');
    // Pharmacie de la Gare has no contract.
    expect((await contractOfVisitor(referent)).contract).toBeNull();
    expect((await referent.call(api.updateToNextContractProduct)).statusCode).toBe(404);
    const [gare] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.appId, 'DEMO-ETAB-0102'));
    const [draft] = await db().insert(accountContracts).values({ accountId: gare.id, product: 'essentiel', periodStart: '2027-01-01', periodEnd: '2027-12-31', priceHtCents: 59_000, vatRateBp: 2000, lang: 'fr' }).returning();
    const before = (await contractOfVisitor(referent)).contract!;
    const after = dataOf(await referent.call(api.updateToNextContractProduct), api.updateToNextContractProduct).contract!;
    expect(after).toMatchObject({ id: draft.id, product: { code: 'equipe' }, price: { ht: 990 }, replacesContractId: null });
    expect(after.documentHash).not.toBe(before.documentHash);
  });
});

describe('paying', () => {
  it('refuses an unsigned contract (409)', async () => {
    const referent = await referentIn('DEMO-ETAB-0102');
    const { contract } = await contractOfVisitor(referent);
    const response = await referent.call(api.signContractSystemPay, { params: { id: contract!.id } });
    expect(response.statusCode).toBe(409);
    expect(failureOf(response, api.signContractSystemPay).message).toBe('Signez le contrat avant de le payer.');
  });

  it('pays a signed contract through the sandbox: one order of kind contract, a signed notification, the contract paid, an invoice to the pharmacy', async () => {
    const { contract } = await contractOfVisitor(owner);
    expect(contract!.state).toBe('signed');
    const started = dataOf(await owner.call(api.signContractSystemPay, { params: { id: contract!.id } }), api.signContractSystemPay);
    expect(started).toMatchObject({ provider: 'sandbox', amount: 708, currency: 'EUR' });
    // Asked again, the same order.
    expect(dataOf(await owner.call(api.signContractSystemPay, { params: { id: contract!.id } }), api.signContractSystemPay).orderReference).toBe(started.orderReference);
    const [order] = await db().select().from(orders).where(eq(orders.reference, started.orderReference));
    expect(order).toMatchObject({ kind: 'contract', contractId: contract!.id, cartId: null, status: 'pending', totalCents: 59_000, vatCents: 11_800, totalWithVatCents: 70_800 });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ offerId: null, trainingId: null, totalWithVatCents: 70_800 });

    const page = await owner.request({
      method: 'POST',
      url: started.paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: SANDBOX_CARDS.accepted, expiry: '12/30', cvc: '123' }).toString(),
    });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/gestion/ma-pharmacie/contrat');

    const { contract: paid } = await contractOfVisitor(owner);
    expect(paid).toMatchObject({ state: 'paid' });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice.buyer).toMatchObject({ name: 'Pharmacie du Centre', taxId: '41234567800012' });

    const again = await owner.call(api.signContractSystemPay, { params: { id: contract!.id } });
    expect(again.statusCode).toBe(409);
    expect(failureOf(again, api.signContractSystemPay).message).toBe('Ce contrat est déjà payé.');
  });
});
