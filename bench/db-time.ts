// `npm run bench:db`: database time of the catalogue's uncached reads on the configured database (DATABASE_URL, else
// the PGlite of DATA_DIR; seed it first with `npm run seed:bench`). Every query a read sends is captured, then run
// again under EXPLAIN (ANALYZE): its planning plus execution time is what the database spent. Median of RUNS runs
// (default 7); VERBOSE=1 prints each query's time, PLANS=1 its plan.
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { openDatabase } from '@app/api/app';
import { loadConfig } from '@app/api/config';
import { cachedCatalogFacets, facetProfiles } from '@app/api/modules/catalogue/catalog-facets';
import { listCatalog } from '@app/api/modules/catalogue/list-catalog';
import { cachedSearchLexicon, searchCatalog, searchLexiconOf } from '@app/api/modules/catalogue/search-catalog';
import type { Db } from '@app/db/client';
import { platforms } from '@app/db/schema/platforms';
import { countFacets, facetIndex } from '@app/domain/catalogue/catalog-facet-counts';
import type { CatalogFiltersInput, CatalogSort } from '@app/domain/catalogue/catalog-filters';
import { catalogFiltersSchema } from '@app/domain/catalogue/catalog-filters.schema';

const RUNS = Number(process.env.RUNS ?? 7);
const ONLY = process.env.ONLY;
const handle = await openDatabase(loadConfig());

interface Captured {
  query: string;
  params: unknown[];
}
const captured: Captured[] = [];
const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ query, params }) };
const db = (handle.kind === 'pg' ? drizzleNodePg({ client: handle.pool!, logger }) : drizzlePglite({ client: handle.pglite!, logger })) as unknown as Db;

async function run(text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  return handle.kind === 'pg' ? (await handle.pool!.query(text, params)).rows : (await handle.pglite!.query<Record<string, unknown>>(text, params)).rows;
}

/** Planning plus execution time of one query (timing of each plan node off: it would add its own cost). */
async function explain(q: Captured): Promise<number> {
  const [row] = await run(`explain (analyze, timing off, format json) ${q.query}`, q.params);
  const [plan] = row['QUERY PLAN'] as [{ 'Planning Time': number; 'Execution Time': number }];
  if (process.env.PLANS) {
    const lines = await run(`explain (analyze, buffers) ${q.query}`, q.params);
    console.log(`\n${q.query}\n${lines.map((l) => l['QUERY PLAN']).join('\n')}\n`);
  }
  return plan['Planning Time'] + plan['Execution Time'];
}

/** Database time (ms) of the queries one call of `read` sends, and how many there were. */
async function dbTime(read: () => Promise<unknown>): Promise<{ ms: number; queries: number }> {
  captured.length = 0;
  await read();
  const queries = captured.splice(0);
  let ms = 0;
  for (const q of queries) {
    const one = await explain(q);
    if (process.env.VERBOSE) console.log(`  ${one.toFixed(2)} ms  ${q.query.replace(/\s+/g, ' ').slice(0, 150)}`);
    ms += one;
  }
  return { ms, queries: queries.length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const [mfo] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.codeName, 'mfo'));
const scope = { platformId: mfo.id, lang: 'fr' as const };
const firstAidIds: string[] = [];
// The facets are counted in memory from the platform's facet profiles, read once per 30 s (their own row below); a
// filter set, new or seen, then costs the database its page alone.
const facetsOf = cachedCatalogFacets(db, 3_600_000);
// The same for the search's typos: the names' words are read once per 30 s.
const lexiconOf = cachedSearchLexicon(db, 3_600_000);
const page = (input: CatalogFiltersInput, sort: CatalogSort) => {
  const filters = catalogFiltersSchema.parse(input);
  return () => listCatalog(db, scope, filters, { sort, firstAidIds, facetsOf });
};

// Filter sets never seen before: each run asks for the first page of another one.
const newSets: [CatalogFiltersInput, CatalogSort][] = [
  [{}, 'newest'], [{ type: 'dpc,mixt' }, 'name'], [{ funding: 'FIFPL', duration: '1to3h' }, 'rating'], [{ free: 'false' }, 'priceAsc'],
  [{ function: 'Adjoint', tags: 'vaccination' }, 'newest'], [{ type: 'formation' }, 'priceDesc'], [{ duration: 'lt1h,gt7h' }, 'name'],
];
const scenarios: [string, (run: number) => () => Promise<unknown>][] = [
  ['the facet profiles of a platform and language (read once per 30 s)', () => () => facetProfiles(db, scope)],
  ['new filter set (first page)', (run) => page(...newSets[run % newSets.length])],
  ['another page of a seen filter set', (run) => page({ page: String(2 + run) }, 'newest')],
  ['another page, sorted by name', (run) => page({ page: String(2 + run) }, 'name')],
  ['another page, filtered and sorted by price', (run) => page({ type: 'dpc,mixt', page: String(2 + run) }, 'priceAsc')],
  ['search "vaccination antigrippale"', () => () => searchCatalog(db, scope, { q: 'vaccination antigrippale', page: 1, perPage: 10 }, { firstAidIds, lexiconOf })],
  ['search with a typo "vaccinaton"', () => () => searchCatalog(db, scope, { q: 'vaccinaton', page: 1, perPage: 10 }, { firstAidIds, lexiconOf })],
  ['the words of the names of a platform and language (read once per 30 s)', () => () => searchLexiconOf(db, scope)],
];

const offers = Number(((await db.execute(sql`select count(*) as n from training_offers where platform_id = ${mfo.id}`)) as unknown as { rows: { n: string }[] }).rows[0].n);
console.log(`\n${handle.kind === 'pg' ? 'PostgreSQL' : 'PGlite'}, ${offers} offers on mfo, median of ${RUNS} runs\n`);
console.log('| read | queries | db time ms |');
console.log('|---|---:|---:|');
// Warm the buffers and the plan caches once, as a running server would have them.
for (const [, make] of scenarios) await make(0)();
for (const [title, make] of scenarios) {
  if (ONLY && !title.includes(ONLY)) continue;
  const runs: { ms: number; queries: number }[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await dbTime(make(run)));
  console.log(`| ${title} | ${runs[0].queries} | ${median(runs.map((r) => r.ms)).toFixed(2)} |`);
}
// Not database time: what counting a new filter set's facets from the profiles costs the server's thread.
const profiles = await facetProfiles(db, scope);
const index = facetIndex(profiles);
const counting = newSets.map(([input]) => {
  const filters = catalogFiltersSchema.parse(input);
  const started = performance.now();
  for (let i = 0; i < 20; i++) countFacets(index, filters);
  return (performance.now() - started) / 20;
});
console.log(`\nCounting a filter set's facets in memory from ${profiles.length} profiles: ${median(counting).toFixed(2)} ms (median of ${newSets.length} filter sets)`);
await handle.close();
