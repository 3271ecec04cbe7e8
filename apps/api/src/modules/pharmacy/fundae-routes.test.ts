import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import * as fundae from '@app/contracts/pharmacy/fundae';
import { accounts } from '@app/db/schema/accounts';
import { carts } from '@app/db/schema/carts';
import { dpecFiles } from '@app/db/schema/dpec-files';
import { invoices } from '@app/db/schema/invoices';
import { orderLines } from '@app/db/schema/order-lines';
import { orders } from '@app/db/schema/orders';
import { trainingOffers } from '@app/db/schema/training-offers';
import { users } from '@app/db/schema/users';
import { todayInParis } from '@app/domain/identity/session-user';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';
import { fundaeXml } from './fundae-xml.ts';

const XSD = readFile(new URL('../../../../../docs/fundae-xml.xsd', import.meta.url), 'utf8');

let t: TestApp;
let titular: Visitor;
let central: number;
const year = Number(todayInParis(new Date()).slice(0, 4));
const db = () => t.db.db;

/** Validates an XML text against the written schema; the errors, none when valid. */
async function schemaErrors(xml: string) {
  const result = await validateXML({ xml: { fileName: 'fundae.xml', contents: xml }, schema: { fileName: 'fundae-xml.xsd', contents: await XSD } });
  return result.errors.map((e) => e.rawMessage);
}

beforeAll(async () => {
  t = await buildTestApp();
  titular = await signedIn(t.app, 'titular@cofares.test', 'cofares.localhost', 'cofares');
  [{ id: central }] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Farmacia Central de Chamberí'));
});
afterAll(() => t.close());

describe('the FUNDAE credit', () => {
  it('answers the seeded credit of the year: 12 000 € at 100 %, the two files sent to FUNDAE used, the rest left', async () => {
    const data = dataOf(await titular.call(fundae.getFundae, { query: {} }), fundae.getFundae);
    expect(data.year).toBe(year);
    expect(data.inputs).toEqual({ contributionsCents: 1_200_000, averageWorkforce: 7 });
    expect(data.credit).toEqual({ percent: 100, minimumApplied: false, creditCents: 1_200_000, usedCents: 36_000, leftCents: 1_164_000 });
    expect(data.files.map((f) => [f.learner.lastName, f.state, f.usesCredit]).sort()).toEqual([
      ['Martín', 'report_sent', true],
      ['Sánchez', 'financed', true],
    ]);
  });

  it('has no credit for a year without inputs, then the one the saved inputs give', async () => {
    const empty = dataOf(await titular.call(fundae.getFundae, { query: { year: 2031 } }), fundae.getFundae);
    expect(empty).toEqual({ year: 2031, inputs: null, credit: null, files: [] });
    const saved = await titular.call(fundae.saveFundaeInputs, { body: { year: 2031, contributions: 300.25, averageWorkforce: 3 } });
    expect(dataOf(saved, fundae.saveFundaeInputs)).toEqual({ year: 2031, credit: { percent: 100, minimumApplied: true, creditCents: 42_000, usedCents: 0, leftCents: 42_000 } });
    expect(saved.json().message).toBe('Se ha guardado el crédito de formación de 2031.');
    // Saved again: replaced.
    dataOf(await titular.call(fundae.saveFundaeInputs, { body: { year: 2031, contributions: 10_000, averageWorkforce: 30 } }), fundae.saveFundaeInputs);
    const after = dataOf(await titular.call(fundae.getFundae, { query: { year: 2031 } }), fundae.getFundae);
    expect(after.credit).toMatchObject({ percent: 75, creditCents: 750_000 });
  });

  it('refuses bad inputs field by field (422), in the platform’s language', async () => {
    const res = await titular.call(fundae.saveFundaeInputs, { body: { year: 1990, contributions: -1, averageWorkforce: 'x' } as never });
    expect(res.statusCode).toBe(422);
    const errors = (failureOf(res, fundae.saveFundaeInputs).data as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['averageWorkforce', 'contributions', 'year']);
    expect(errors.contributions[0]).toMatch(/cuota de formación profesional/);
    expect((await titular.call(fundae.getFundae, { query: { year: 'abc' } as never })).statusCode).toBe(422);
  });

  it('answers 401 to a guest, 403 to a learner', async () => {
    const guest = createVisitor(t.app, 'cofares.localhost');
    await guest.csrf();
    const learner = await signedIn(t.app, 'sergio.martin@cofares.test', 'cofares.localhost', 'cofares');
    for (const contract of [fundae.getFundae, fundae.listFundaeInformes, fundae.listBonificacionesInvoices, fundae.downloadFundaeXml]) {
      expect((await guest.call(contract, { query: {} })).statusCode).toBe(401);
      expect((await learner.call(contract, { query: {} })).statusCode).toBe(403);
    }
    expect((await learner.call(fundae.saveFundaeInputs, { body: { year, contributions: 1, averageWorkforce: 1 } })).statusCode).toBe(403);
  });

  it('shows another pharmacy nothing of this one', async () => {
    const owner = await signedIn(t.app, 'titulaire@demo.test');
    const data = dataOf(await owner.call(fundae.getFundae, { query: {} }), fundae.getFundae);
    expect(data.inputs).toBeNull();
    expect(data.files).toEqual([]);
    expect(dataOf(await owner.call(fundae.listFundaeInformes, { query: {} }), fundae.listFundaeInformes).groups).toEqual([]);
    expect(await db().select().from(dpecFiles).where(eq(dpecFiles.accountId, central))).toHaveLength(2);
  });
});

describe('the informes', () => {
  it('report the group of the bonificable training with its participants’ dates, hours and completion', async () => {
    const { groups } = dataOf(await titular.call(fundae.listFundaeInformes, { query: { year } }), fundae.listFundaeInformes);
    expect(groups).toHaveLength(1);
    const [group] = groups;
    expect(group).toMatchObject({ code: `${year}-${group.training.id}`, completedCount: 1 });
    expect(group.participants.map((p) => [p.learner.lastName, p.hours, p.completed, p.finishedOn !== null])).toEqual([
      ['Martín', 6, true, true],
      ['Sánchez', 2.5, false, false],
    ]);
    expect(group.startsOn).toBe(group.participants[0].startedOn);
    expect(group.endsOn).toBe(group.participants[0].finishedOn);
  });
});

describe('the invoices to bonify', () => {
  it('lists the paid invoices holding a bonificable training, with the amount to bonify, not the others', async () => {
    const [owner] = await db().select().from(users).where(eq(users.email, 'titular@cofares.test'));
    const offersOf = await db().select().from(trainingOffers).where(eq(trainingOffers.platformId, owner.platformId));
    const bonificable = offersOf.find((o) => o.slug === 'atencion-farmaceutica-diabetes')!;
    const other = offersOf.find((o) => !o.fundings.includes('FUNDAE'))!;
    const paid = async (n: number, offer: typeof bonificable, status: 'paid' | 'cancelled' = 'paid') => {
      const [cart] = await db().insert(carts).values({ platformId: owner.platformId, lang: 'es', userId: owner.id, status: 'ordered' }).returning({ id: carts.id });
      const [order] = await db()
        .insert(orders)
        .values({ reference: `CMD-FUNDAE${n}`, platformId: owner.platformId, userId: owner.id, cartId: cart.id, accountId: central, idempotencyKey: `fundae-${n}`, status, lang: 'es', country: 'ES', grossHtCents: 10_000, totalDiscountCents: 0, totalCents: 10_000, vatCents: 0, totalWithVatCents: 10_000, paidAt: new Date() })
        .returning();
      await db().insert(orderLines).values({ orderId: order.id, offerId: offer.id, trainingId: offer.trainingId, name: `Formación ${n}`, funding: 'SELF', unitPriceHtCents: 10_000, vatRateBp: 0, discountCents: 0, totalHtCents: 10_000, vatCents: 0, totalWithVatCents: 10_000 });
      const seller = { name: 'Aula', lines: [] };
      await db().insert(invoices).values({ platformId: owner.platformId, orderId: order.id, country: 'ES', year, sequence: 9000 + n, number: `F-FUNDAE-${n}`, lang: 'es', seller, buyer: seller });
    };
    await paid(1, bonificable);
    await paid(2, other);
    const data = dataOf(await titular.call(fundae.listBonificacionesInvoices, { query: { year } }), fundae.listBonificacionesInvoices);
    expect(data.invoices.map((i) => i.number)).toEqual(['F-FUNDAE-1']);
    expect(data.invoices[0]).toMatchObject({ lines: [{ name: 'Formación 1', quantity: 1, totalHtCents: 10_000 }], bonifiableCents: 10_000 });
    expect(data.bonifiableCents).toBe(10_000);
    // Another pharmacy does not see them.
    const owner2 = await signedIn(t.app, 'titulaire@demo.test');
    expect(dataOf(await owner2.call(fundae.listBonificacionesInvoices, { query: { year } }), fundae.listBonificacionesInvoices).invoices).toEqual([]);
  });
});

describe('the FUNDAE XML export', () => {
  it('answers the year’s groups and participants with the credit used and left, valid against the written schema', async () => {
    const res = await titular.call(fundae.downloadFundaeXml, { query: { year } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="fundae-${year}.xml"`);
    expect(await schemaErrors(res.body)).toEqual([]);
    const doc = new XMLParser({ isArray: (name) => ['ACCION_FORMATIVA', 'GRUPO', 'PARTICIPANTE'].includes(name), parseTagValue: false }).parse(res.body);
    const root = doc.FUNDAE_EXPORTACION;
    expect(root.EMPRESA.RAZON_SOCIAL).toBe('Farmacia Central de Chamberí');
    expect(root.CREDITO).toMatchObject({ PORCENTAJE_BONIFICACION: '100', CREDITO_ASIGNADO: '12000.00', CREDITO_DISPUESTO: '360.00', CREDITO_DISPONIBLE: '11640.00' });
    const [accion] = root.ACCIONES_FORMATIVAS.ACCION_FORMATIVA;
    expect(accion.MODALIDAD).toBe('TELEFORMACION');
    const participants = accion.GRUPOS.GRUPO[0].PARTICIPANTES.PARTICIPANTE;
    expect(participants.map((p: Record<string, string>) => [p.APELLIDOS, p.FINALIZADO, p.HORAS_REALIZADAS, p.IMPORTE_BONIFICADO])).toEqual([
      ['Martín', 'S', '6.0', '180.00'],
      ['Sánchez', 'N', '2.5', '180.00'],
    ]);
  });

  it('is valid for a year without credit nor group, and another pharmacy’s export holds none of this one', async () => {
    const owner = await signedIn(t.app, 'titulaire@demo.test');
    const res = await owner.call(fundae.downloadFundaeXml, { query: {} });
    expect(await schemaErrors(res.body)).toEqual([]);
    expect(res.body).not.toContain('Martín');
    expect(res.body).not.toContain('<CREDITO>');
  });

  it('escapes texts and is refused by the schema when it breaks the written structure', async () => {
    const xml = fundaeXml({
      year,
      company: { name: 'Farmacia <A&B>', taxId: 'b-12345678' },
      inputs: { contributionsCents: 100, averageWorkforce: 300 },
      credit: { percent: 50, minimumApplied: false, creditCents: 50, usedCents: 100, leftCents: -50 },
      groups: [],
    });
    expect(xml).toContain('<RAZON_SOCIAL>Farmacia &lt;A&amp;B&gt;</RAZON_SOCIAL>');
    expect(xml).toContain('<CIF>B12345678</CIF>');
    expect(xml).toContain('<CREDITO_DISPONIBLE>-0.50</CREDITO_DISPONIBLE>');
    expect(await schemaErrors(xml)).toEqual([]);
    expect(await schemaErrors(xml.replace('<CREDITO_DISPONIBLE>', '<CREDITO_LIBRE>').replace('</CREDITO_DISPONIBLE>', '</CREDITO_LIBRE>'))).not.toEqual([]);
    expect(await schemaErrors(xml.replace('ejercicio="', 'ejercicio="x'))).not.toEqual([]);
  });

  it('refuses a bad year (422)', async () => {
    expect((await titular.call(fundae.downloadFundaeXml, { query: { year: 1200 } })).statusCode).toBe(422);
    expect(await db().select().from(dpecFiles).where(and(eq(dpecFiles.accountId, central), eq(dpecFiles.funder, 'FUNDAE')))).toHaveLength(2);
  });
});
