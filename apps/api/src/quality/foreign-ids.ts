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

async function first(db: Db, query: SQL): Promise<unknown> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ value: unknown }> };
  const value = result.rows[0]?.value;
  if (value === undefined) throw new Error(`The demo seed has no row for: ${query.queryChunks.map(String).join('')}`);
  // bigint columns come back as strings from raw SQL.
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
}

const accountNamed = (name: string) => sql`(select id from accounts where name = ${name})`;
const otherPlatform = sql`(select id from platforms where code_name = ${OTHER_PLATFORM})`;
/** Attestations are asked for by the enrolment they close. */
const attestationOfOwnerPharmacy = sql`select a.enrolment_id as value from attestations a join memberships m on m.user_id = a.user_id where m.account_id = ${accountNamed(OWNER_PHARMACY)} and m.role = 'learner' limit 1`;

/**
 * Which field of which endpoint names what, first match wins: tested against `<path> <field>` (a path parameter, a
 * query or body field, or a list's items). A field that matches none gets a made-up value.
 */
const FIELDS: Array<[RegExp, (db: Db) => Promise<ForeignId>]> = [
  [/\/faq\/question\/:id id$|QuestionOrder\S* id$/, async (db) => ({
    what: 'a FAQ question of another platform',
    owners: ON_OTHER_PLATFORM,
    value: await first(db, sql`select q.id as value from faq_questions q join faq_sections s on s.id = q.section_id where s.platform_id = ${otherPlatform} limit 1`),
  })],
  [/\/faq\/section\/:id id$|SectionOrder\S* id$| sectionId$/, async (db) => ({
    what: 'a FAQ section of another platform',
    owners: ON_OTHER_PLATFORM,
    value: await first(db, sql`select id as value from faq_sections where platform_id = ${otherPlatform} limit 1`),
  })],
  [/\/billboards\S* id$/, async (db) => ({
    what: 'a billboard of another platform',
    owners: ON_OTHER_PLATFORM,
    value: await first(db, sql`select id as value from billboards where platform_id = ${otherPlatform} limit 1`),
  })],
  [/\/customPages\S* id$/, async (db) => ({
    what: 'a custom page of another platform',
    owners: ON_OTHER_PLATFORM,
    value: await first(db, sql`select id as value from custom_pages where platform_id = ${otherPlatform} limit 1`),
  })],
  [/\/dpec\S* (id|dpecId)$/, async (db) => ({
    what: "a DPEC file of the referent's pharmacy",
    owners: ['referent'],
    value: await first(db, sql`select id as value from dpec_files where account_id = ${accountNamed(REFERENT_PHARMACY)} limit 1`),
  })],
  [/ dossierId$/, async (db) => ({
    what: 'a DPEC file of another platform',
    owners: ON_OTHER_PLATFORM,
    value: await first(db, sql`select d.id as value from dpec_files d join accounts a on a.id = d.account_id where a.platform_id = ${otherPlatform} limit 1`),
  })],
  [/ factures$|\/invoice\/:id\S* id$/, async (db) => ({
    what: "an invoice of the owner's pharmacy",
    owners: ['owner'],
    value: await first(db, sql`select i.id as value from invoices i join orders o on o.id = i.order_id where o.account_id = ${accountNamed(OWNER_PHARMACY)} limit 1`),
  })],
  [/\/shop\/invoice\/:token token$/, async (db) => ({
    what: "an invoice of the owner's pharmacy",
    owners: ['owner'],
    value: await first(db, sql`select i.download_token as value from invoices i join orders o on o.id = i.order_id where o.account_id = ${accountNamed(OWNER_PHARMACY)} limit 1`),
  })],
  [/\/getCommand\/:id id$|\/order\/:reference reference$/, async (db) => ({
    what: "an order of the owner's pharmacy",
    owners: ['owner'],
    value: await first(db, sql`select reference as value from orders where account_id = ${accountNamed(OWNER_PHARMACY)} limit 1`),
  })],
  [/\/contract\/\S* id$/, async (db) => ({
    what: "a contract of the owner's pharmacy",
    owners: ['owner'],
    value: await first(db, sql`select id as value from account_contracts where account_id = ${accountNamed(OWNER_PHARMACY)} limit 1`),
  })],
  [/\/getPlanCollectif\/:id id$| planId$/, async (db) => ({
    what: "a training plan of the owner's pharmacy",
    owners: ['owner'],
    value: await first(db, sql`select id as value from training_plans where account_id = ${accountNamed(OWNER_PHARMACY)} limit 1`),
  })],
  [/\/activity\/:id id$/, async (db) => ({
    what: "a training plan activity of the owner's pharmacy",
    owners: ['owner'],
    value: await first(
      db,
      sql`select a.id as value from training_plan_activities a join training_plans p on p.id = a.plan_id where p.account_id = ${accountNamed(OWNER_PHARMACY)} limit 1`,
    ),
  })],
  [/ (apprenantIds?|contactId|learnerIds)$|\/sendEmailToApprenant\/:id id$/, async (db) => ({
    what: "a learner of the owner's pharmacy",
    owners: ['owner'],
    value: await first(db, sql`select user_id as value from memberships where account_id = ${accountNamed(OWNER_PHARMACY)} and role = 'learner' limit 1`),
  })],
  [/\/referent\/attestations\S* id$/, async (db) => ({
    what: "an attestation of a learner of the owner's pharmacy",
    owners: ['owner'],
    value: await first(db, attestationOfOwnerPharmacy),
  })],
  [/^\/api\/user\/(attestation|download)\S* id$/, async (db) => ({
    what: 'an attestation of another learner',
    owners: [],
    value: await first(db, attestationOfOwnerPharmacy),
  })],
  [/\/setAccountId accountId$/, async (db) => ({ what: "the owner's pharmacy", owners: ['owner'], value: await first(db, sql`select ${accountNamed(OWNER_PHARMACY)} as value`) })],
  [/^\/api\/(course|shop|user\/(bookmarks|[\w:]+\/(subscribe|unsubscribe|currentFlow)))\S* (id|productId|products|courseId)$/, async (db) => ({
    what: 'a training of another platform',
    owners: ON_OTHER_PLATFORM,
    value: await first(db, sql`select id as value from training_offers where platform_id = ${otherPlatform} and is_published limit 1`),
  })],
];

/** Resolves once what each kind of field is given; `idFor(path, field)` then answers from memory. */
export async function loadForeignIds(db: Db): Promise<(path: string, field: string) => ForeignId | undefined> {
  const loaded = await Promise.all(FIELDS.map(async ([pattern, load]) => [pattern, await load(db)] as const));
  return (path, field) => loaded.find(([pattern]) => pattern.test(`${path} ${field}`))?.[1];
}
