/**
 * Real ids of the seeded demo that belong to someone else: another pharmacy's files, another user's order, another
 * platform's back-office rows. The access sweep puts them in every field that names such a thing, so a handler that
 * forgets to check whose row it reads answers 2xx and the sweep reports it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@app/db/client';

/** The callers of the sweep; a foreign id lists those among them who own it (and so may use it). */
export type Role = 'guest' | 'learner' | 'owner' | 'referent' | 'admin' | 'otherPlatformAdmin' | 'adminOnOtherPlatform';

export interface ForeignId {
  value: unknown;
  owners: readonly Role[];
  what: string;
}

/** The pharmacy the sweep's referent works on (of the two it may choose). */
export const REFERENT_PHARMACY = 'Pharmacie des Halles';

const OWNER_PHARMACY = 'Pharmacie du Centre';
/** A row of the other platform is that platform's own for whoever calls on its host. */
const ON_OTHER_PLATFORM: readonly Role[] = ['adminOnOtherPlatform'];
const OTHER_PLATFORM = 'cofares';

const accountNamed = (name: string) => sql`(select id from accounts where name = ${name})`;
const otherPlatform = sql`(select id from platforms where code_name = ${OTHER_PLATFORM})`;
const ofOwnerPharmacy = sql`account_id = ${accountNamed(OWNER_PHARMACY)}`;
const invoiceOfOwnerPharmacy = sql`from invoices i join orders o on o.id = i.order_id where o.${ofOwnerPharmacy}`;
/** Attestations are asked for by the enrolment they close. */
const attestationOfOwnerPharmacy = sql`select a.enrolment_id as value from attestations a join memberships m on m.user_id = a.user_id
  where m.${ofOwnerPharmacy} and m.role = 'learner'`;

interface ForeignField extends Omit<ForeignId, 'value'> {
  /** Tested against `<path> <field>`: a path parameter, a query or body field, or a list's items. */
  field: RegExp;
  /** Its first row's `value`. */
  query: SQL;
}

/** Which field of which endpoint names what, first match wins. A field that matches none gets a made-up value. */
const FIELDS: ForeignField[] = [
  {
    field: /\/faq\/question\/:id id$|QuestionOrder\S* id$/,
    what: 'a FAQ question of another platform',
    owners: ON_OTHER_PLATFORM,
    query: sql`select q.id as value from faq_questions q join faq_sections s on s.id = q.section_id where s.platform_id = ${otherPlatform}`,
  },
  {
    field: /\/faq\/section\/:id id$|SectionOrder\S* id$| sectionId$/,
    what: 'a FAQ section of another platform',
    owners: ON_OTHER_PLATFORM,
    query: sql`select id as value from faq_sections where platform_id = ${otherPlatform}`,
  },
  {
    field: /\/billboards\S* id$/,
    what: 'a billboard of another platform',
    owners: ON_OTHER_PLATFORM,
    query: sql`select id as value from billboards where platform_id = ${otherPlatform}`,
  },
  {
    field: /\/customPages\S* id$/,
    what: 'a custom page of another platform',
    owners: ON_OTHER_PLATFORM,
    query: sql`select id as value from custom_pages where platform_id = ${otherPlatform}`,
  },
  {
    field: /\/dpec\S* (id|dpecId)$/,
    what: "a DPEC file of the referent's pharmacy",
    owners: ['referent'],
    query: sql`select id as value from dpec_files where account_id = ${accountNamed(REFERENT_PHARMACY)}`,
  },
  {
    field: / dossierId$/,
    what: 'a DPEC file of another platform',
    owners: ON_OTHER_PLATFORM,
    query: sql`select d.id as value from dpec_files d join accounts a on a.id = d.account_id where a.platform_id = ${otherPlatform}`,
  },
  { field: / factures$|\/invoice\/:id\S* id$/, what: "an invoice of the owner's pharmacy", owners: ['owner'], query: sql`select i.id as value ${invoiceOfOwnerPharmacy}` },
  {
    field: /\/shop\/invoice\/:token token$/,
    what: "an invoice's link of the owner's pharmacy",
    owners: ['owner'],
    query: sql`select i.download_token as value ${invoiceOfOwnerPharmacy}`,
  },
  {
    field: /\/getCommand\/:id id$|\/order\/:reference reference$/,
    what: "an order of the owner's pharmacy",
    owners: ['owner'],
    query: sql`select reference as value from orders where ${ofOwnerPharmacy}`,
  },
  {
    field: /\/contract\/\S* id$/,
    what: "a contract of the owner's pharmacy",
    owners: ['owner'],
    query: sql`select id as value from account_contracts where ${ofOwnerPharmacy}`,
  },
  {
    field: /\/getPlanCollectif\/:id id$| planId$/,
    what: "a training plan of the owner's pharmacy",
    owners: ['owner'],
    query: sql`select id as value from training_plans where ${ofOwnerPharmacy}`,
  },
  {
    field: /\/activity\/:id id$/,
    what: "a training plan activity of the owner's pharmacy",
    owners: ['owner'],
    query: sql`select a.id as value from training_plan_activities a join training_plans p on p.id = a.plan_id where p.${ofOwnerPharmacy}`,
  },
  {
    field: / (apprenantIds?|contactId|learnerIds)$|\/sendEmailToApprenant\/:id id$/,
    what: "a learner of the owner's pharmacy",
    owners: ['owner'],
    query: sql`select user_id as value from memberships where ${ofOwnerPharmacy} and role = 'learner'`,
  },
  { field: /\/referent\/attestations\S* id$/, what: "an attestation of a learner of the owner's pharmacy", owners: ['owner'], query: attestationOfOwnerPharmacy },
  { field: /^\/api\/user\/(attestation|download)\S* id$/, what: 'an attestation of another learner', owners: [], query: attestationOfOwnerPharmacy },
  { field: /\/setAccountId accountId$/, what: "the owner's pharmacy", owners: ['owner'], query: sql`select ${accountNamed(OWNER_PHARMACY)} as value` },
  {
    field: /^\/api\/(course|shop|user\/(bookmarks|[\w:]+\/(subscribe|unsubscribe|currentFlow)))\S* (id|productId|products|courseId)$/,
    what: 'a training of another platform',
    owners: ON_OTHER_PLATFORM,
    query: sql`select id as value from training_offers where platform_id = ${otherPlatform} and is_published`,
  },
];

async function foreignId(db: Db, { query, what, owners }: ForeignField): Promise<ForeignId> {
  const result = (await db.execute(sql`${query} limit 1`)) as unknown as { rows: Array<{ value: unknown }> };
  const value = result.rows[0]?.value;
  if (value === undefined) throw new Error(`The demo seed has no ${what}`);
  // bigint columns come back as strings from raw SQL.
  return { what, owners, value: typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value };
}

/** Resolves once what each kind of field is given; `idFor(path, field)` then answers from memory. */
export async function loadForeignIds(db: Db): Promise<(path: string, field: string) => ForeignId | undefined> {
  const loaded = await Promise.all(FIELDS.map(async (field) => [field.field, await foreignId(db, field)] as const));
  return (path, field) => loaded.find(([pattern]) => pattern.test(`${path} ${field}`))?.[1];
}
