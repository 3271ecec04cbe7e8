// `npm run bench [-- --duration 10 --connections 10 --only pglite|postgres --trainings 10000]`: the journeys people
// take, against the production build, on the embedded database and on PostgreSQL in one run (issue 18): guest
// browsing (home, catalogue, search, training detail), signed-in learning with its tracking heartbeats, checkout
// (cart, payment token, the sandbox provider's card page) and the referent dashboard. One table: req/s, p50/p95/p99
// and errors per journey and database.
//   --soak [--requests 1000000 --warm-up 10000]: a mix of the journeys (checkout aside: each one buys something for
//     good), the server's resident memory after the warm-up and after the run; growth target ≤ 10 %.
//   --overload: the connections where throughput peaks, then twice as many against a server whose requests in flight
//     are limited to that peak (SHED_MAX_IN_FLIGHT; on PGlite also its event loop's busy share): the share of 503s and
//     of timeouts, and how long the latency takes to come back to normal once the load stops (target ≤ 30 s).
// PostgreSQL: a scratch database bench_<pid> on BENCH_POSTGRES_URL's server (the local one by default), dropped after.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, eq, gt, notExists } from 'drizzle-orm';
import { loadConfig } from '@app/api/config';
import { openDatabase } from '@app/api/app';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { platforms } from '@app/db/schema/platforms';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { DASHBOARD_BENCH } from '@app/db/seed/dashboard-demo';
import { SANDBOX_CARDS } from '@app/domain/shop/checkout';
import {
  answered, createDatabase, cycle, enrol, filterSet, SEARCH_WORDS, measure, memberHeaders, prepareMembers, request, round, seedBench, signIn, sleep, startServer, withXsrf,
  percentile, type DatabaseKind, type Measure, type Member, type Requests, type Server,
} from './support.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    trainings: { type: 'string', default: '10000' },
    port: { type: 'string', default: '3901' },
    soak: { type: 'boolean', default: false },
    requests: { type: 'string', default: '1000000' },
    'warm-up': { type: 'string', default: '10000' },
    overload: { type: 'boolean', default: false },
  },
});
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
const DATABASES: DatabaseKind[] = args.only ? [args.only as DatabaseKind] : ['pglite', 'postgres'];
if (!DATABASES.every((d) => d === 'pglite' || d === 'postgres')) throw new Error(`--only pglite|postgres, not ${args.only}`);

const GUEST_HOST = 'mfo.localhost';
const SHOP_HOST = 'demo.localhost';
/** The demo's SCORM training on mfo, where the learners' heartbeats go. */
const SCORM_SLUG = 'accompagner-sevrage-tabagique';
const LEARNERS = 200;
const BUYERS = 500;
const SOAK_GROWTH_TARGET = 10;
const RECOVERY_TARGET_S = 30;
/** The event loop's busy share beyond which the embedded database's server sheds in the overload run. */
const OVERLOAD_UTILIZATION = '0.9';
// What a browser sends with every request.
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' };

// --- journeys ------------------------------------------------------------------------------------------------------

interface Fixtures {
  detailPaths: string[];
  learners: Member[];
  heartbeat: { enrolmentIds: number[]; moduleId: number };
  buyers: Member[];
  offerIds: number[];
  referent: Record<string, string>;
}

/** What a connection remembers from one request of its journey to the next. */
interface JourneyContext {
  learner: number;
  buyer: number;
  paymentPath?: string;
}

/** A guest's visit: home, catalogue page, a filtered catalogue, a search, a training's page. */
function guestBrowsing(f: Fixtures): Requests {
  const headers = { host: GUEST_HOST, ...ACCEPT };
  let n = 0;
  const detail = cycle(f.detailPaths);
  const word = cycle(SEARCH_WORDS);
  return [
    { method: 'GET', path: '/', headers },
    { method: 'GET', path: '/catalogue', headers },
    { method: 'GET', headers, setupRequest: (r) => ({ ...r, path: `/back/api/catalog?${filterSet(n++)}` }) },
    { method: 'GET', headers, setupRequest: (r) => ({ ...r, path: `/back/api/catalog/search?q=${word()}` }) },
    { method: 'GET', headers, setupRequest: (r) => ({ ...r, path: detail() }) },
  ];
}

/** A learner in a training: the current trainings, then the heartbeats the module's page sends while open. */
function learning(f: Fixtures): Requests {
  let n = 0;
  const next = (r: Requests[number], context: object) => {
    const i = n++ % f.learners.length;
    (context as JourneyContext).learner = i;
    return { ...r, headers: { ...memberHeaders(GUEST_HOST, f.learners[i]), ...ACCEPT } };
  };
  const beat = (r: Requests[number], context: object) => {
    const i = (context as JourneyContext).learner;
    return {
      ...r, headers: { ...memberHeaders(GUEST_HOST, f.learners[i]), 'content-type': 'application/json' },
      body: JSON.stringify({ courseTrackingId: f.heartbeat.enrolmentIds[i], moduleId: f.heartbeat.moduleId }),
    };
  };
  return [
    { method: 'GET', path: '/back/api/user/currentFormations', setupRequest: next },
    { method: 'POST', path: '/back/api/user/tracking/heartbeat', setupRequest: beat },
    { method: 'POST', path: '/back/api/user/tracking/heartbeat', setupRequest: beat },
  ];
}

/**
 * A purchase: a product into the cart, the payment token, the card on the sandbox provider's page. Each one by the
 * next buyer, each buyer buying the offers in turn (an offer is bought once).
 */
function checkout(f: Fixtures): Requests {
  let n = 0;
  const buyerOf = (context: object) => f.buyers[(context as JourneyContext).buyer];
  return [
    {
      method: 'POST', path: '/back/api/shop/add/products',
      setupRequest: (r, context: object) => {
        const i = n++;
        (context as JourneyContext).buyer = i % f.buyers.length;
        const offerId = f.offerIds[Math.floor(i / f.buyers.length) % f.offerIds.length];
        return { ...r, headers: { ...memberHeaders(SHOP_HOST, buyerOf(context)), 'content-type': 'application/json' }, body: JSON.stringify({ products: [offerId] }) };
      },
    },
    {
      method: 'GET', path: '/back/api/shop/getPaymentToken',
      setupRequest: (r, context: object) => ({ ...r, headers: memberHeaders(SHOP_HOST, buyerOf(context)) }),
      onResponse: (status, body, context: object) => {
        (context as JourneyContext).paymentPath = status === 200 ? new URL(JSON.parse(body).data.paymentUrl, 'http://x').pathname : undefined;
      },
    },
    {
      method: 'POST',
      // Without a payment page (the token refused), the connection starts over with the next buyer.
      setupRequest: (r, context: object) =>
        (context as JourneyContext).paymentPath
          ? {
            ...r, path: (context as JourneyContext).paymentPath, headers: { host: SHOP_HOST, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ cardNumber: SANDBOX_CARDS.accepted, expiry: '12/30', cvc: '123' }).toString(),
          }
          : (undefined as unknown as Requests[number]),
    },
  ];
}

/** The owner of the bench's pharmacy group (2,000 learners) on the dashboard, this year and the years before, and on the compliance cockpit. */
function referentDashboard(f: Fixtures): Requests {
  const year = new Date().getFullYear();
  let n = 0;
  return [
    { method: 'GET', path: '/back/api/user/referent/dashboard', headers: { ...f.referent, ...ACCEPT } },
    { method: 'GET', headers: { ...f.referent, ...ACCEPT }, setupRequest: (r) => ({ ...r, path: `/back/api/user/referent/dashboard?year=${year - (n++ % 5)}` }) },
    { method: 'GET', path: '/back/api/user/referent/compliance', headers: { ...f.referent, ...ACCEPT } },
  ];
}

const JOURNEYS: [string, (f: Fixtures) => Requests][] = [
  ['guest browsing', guestBrowsing],
  ['learning + heartbeats', learning],
  ['checkout', checkout],
  ['referent dashboard', referentDashboard],
];

// --- one database ----------------------------------------------------------------------------------------------------

/** Offers of the demo shop a buyer pays by card: priced, without face-to-face sessions to choose. */
async function shopOffers(config: ReturnType<typeof loadConfig>): Promise<number[]> {
  const handle = await openDatabase({ ...config, seedDemo: false });
  try {
    const rows = await handle.db
      .select({ id: trainingOffers.id })
      .from(trainingOffers)
      .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
      .innerJoin(platforms, eq(platforms.id, trainingOffers.platformId))
      .where(and(
        eq(platforms.codeName, 'demo'), eq(trainings.type, 'formation'), gt(trainingOffers.priceHtCents, 0),
        notExists(handle.db.select().from(faceToFaces).where(eq(faceToFaces.trainingId, trainings.id))),
      ));
    return rows.map((r) => r.id);
  } finally {
    await handle.close();
  }
}

/** The database seeded, the members prepared, the server started and the fixtures read from it. */
async function prepare(kind: DatabaseKind) {
  const database = await createDatabase(kind);
  const started = performance.now();
  seedBench(database.env, Number(args.trainings));
  const config = loadConfig({ ...process.env, ...database.env });
  const learners = await prepareMembers(config, { platform: 'mfo', count: LEARNERS });
  const heartbeat = await enrol(config, learners, { platform: 'mfo', slug: SCORM_SLUG });
  const buyers = await prepareMembers(config, { platform: 'demo', count: BUYERS, shop: true });
  const offerIds = await shopOffers(config);
  process.stdout.write(`${kind}: seeded and prepared in ${round((performance.now() - started) / 1000)} s\n`);
  return { database, fixtures: async (server: Server): Promise<Fixtures> => {
    await withXsrf(server.base, GUEST_HOST, learners);
    await withXsrf(server.base, SHOP_HOST, buyers);
    const catalog = JSON.parse((await answered(`${server.base}/back/api/catalog?perPage=20`, { headers: { host: GUEST_HOST } })).body);
    const detailPaths = (catalog.data.items as { type: string; slug: string }[]).map((t) => `/${t.type}/${t.slug}`);
    const referent = await signIn(server.base, GUEST_HOST, DASHBOARD_BENCH.owner, DASHBOARD_BENCH.platform);
    return { detailPaths, learners, heartbeat, buyers, offerIds, referent };
  } };
}

const rows: { database: DatabaseKind; m: Measure }[] = [];
const verdicts: [string, boolean][] = [];

async function suite(kind: DatabaseKind, server: Server, f: Fixtures) {
  for (const [title, journey] of JOURNEYS) {
    const m = await measure(title, { base: server.base, connections: CONNECTIONS, duration: DURATION_S, warmUp: 2, requests: journey(f) });
    rows.push({ database: kind, m });
    process.stdout.write(`  ${kind} ${title}: ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms, ${m.errors} errors\n`);
  }
}

/** Every journey but checkout in one sequence, as the server sees a mixed crowd. */
const mix = (f: Fixtures): Requests => [guestBrowsing, learning, referentDashboard].flatMap((journey) => journey(f));

/** The operator token the bench's servers are started with, to read their memory from the metrics. */
const OPERATOR_TOKEN = randomBytes(24).toString('hex');
const MEMORY_SAMPLE_MS = 15_000;
/**
 * How long the server is left without requests before its memory is read, after the warm-up and after the run alike:
 * under load, V8's heap swings by hundreds of MiB between two full collections (garbage not yet collected), and once
 * the allocations stop its memory reducer collects and gives the unused pages back within seconds. What stays then is
 * what the server keeps.
 */
const SETTLE_MS = 30_000;

/** The server's memory as its metrics give it (MiB): resident, V8's heap in use and reserved, and outside the heap. */
async function memory(server: Server) {
  const text = (await request(`${server.base}/metrics`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } })).body;
  const read = (name: string) => round(Number(new RegExp(`^campus_${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN) / 2 ** 20);
  return { rss: round(server.rss() / 2 ** 20), heapUsed: read('nodejs_heap_size_used_bytes'), heapTotal: read('nodejs_heap_size_total_bytes'), external: read('nodejs_external_memory_bytes') };
}

async function soak(kind: DatabaseKind, server: Server, f: Fixtures) {
  // Memory every few seconds, to tell caches filling up (a plateau) from a leak (a slope).
  const began = performance.now();
  let phase = 'warm-up';
  const samples: string[] = [];
  const sample = async () => {
    const m = await memory(server);
    samples.push(`| ${phase} | ${round((performance.now() - began) / 1000)} | ${m.rss} | ${m.heapUsed} | ${m.heapTotal} | ${m.external} |`);
    return m.rss;
  };
  const sampler = setInterval(() => void sample(), MEMORY_SAMPLE_MS);
  const settle = async (then: string) => {
    phase = `${then}, settling`;
    await sleep(SETTLE_MS);
    const rss = await sample();
    phase = then;
    return rss;
  };
  const warm = await measure(`soak warm-up, ${args['warm-up']} requests`, { base: server.base, connections: CONNECTIONS, amount: Number(args['warm-up']), requests: mix(f) });
  const before = await settle('run');
  const run = await measure(`soak, ${args.requests} requests`, { base: server.base, connections: CONNECTIONS, amount: Number(args.requests), requests: mix(f) });
  const after = await settle('after');
  clearInterval(sampler);
  const growth = round((100 * (after - before)) / before);
  rows.push({ database: kind, m: warm }, { database: kind, m: run });
  process.stdout.write(`\n  ${kind} memory (MiB)\n| phase | s | RSS | heap used | heap reserved | outside the heap |\n|---|---:|---:|---:|---:|---:|\n${samples.join('\n')}\n`);
  process.stdout.write(`  ${kind} RSS ${SETTLE_MS / 1000} s after the warm-up ${before} MiB, ${SETTLE_MS / 1000} s after ${args.requests} requests ${after} MiB: ${growth} %\n`);
  verdicts.push([`${kind}: RSS growth ${growth} % ≤ ${SOAK_GROWTH_TARGET} %`, growth <= SOAK_GROWTH_TARGET]);
  verdicts.push([`${kind}: soak without errors (${run.errors})`, run.errors === 0]);
}

/** The median latency of sequential guest requests (ms). */
async function probe(server: Server, count: number) {
  const headers = { host: GUEST_HOST, ...ACCEPT };
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const began = performance.now();
    await request(`${server.base}/catalogue`, { headers });
    latencies.push(performance.now() - began);
  }
  return percentile(latencies.sort((a, b) => a - b), 50);
}

async function overload(kind: DatabaseKind, start: (env: Record<string, string>) => Promise<Server>, f: Fixtures) {
  const step = Math.max(3, Math.round(DURATION_S / 2));
  // The peak: doubling the connections until throughput stops growing (by 5 % or more).
  let server = await start({});
  let best = { connections: 0, rps: 0 };
  for (let connections = 1; connections <= 256; connections *= 2) {
    const m = await measure(`guest browsing, ${connections} connections`, { base: server.base, connections, duration: step, warmUp: 1, requests: guestBrowsing(f) });
    rows.push({ database: kind, m });
    // Throughput of the answers that served their purpose: a 503 costs little and would inflate it.
    const served = m.rps * (1 - m.errors / Math.max(1, m.requests));
    process.stdout.write(`  ${kind} ${connections} connections: ${served.toFixed(0)} req/s served, p99 ${m.p99} ms, ${m.errors} errors\n`);
    if (served < best.rps * 1.05) break;
    best = { connections, rps: served };
  }
  await server.stop();
  // The embedded database serves one request after another in the server's thread: its queue is the event loop's.
  server = await start({ SHED_MAX_IN_FLIGHT: String(best.connections), ...(kind === 'pglite' ? { SHED_MAX_EVENT_LOOP_UTILIZATION: OVERLOAD_UTILIZATION } : {}) });
  try {
    const normal = await probe(server, 20);
    const m = await measure(`overload: ${2 * best.connections} connections, ${best.connections} in flight allowed`, {
      base: server.base, connections: 2 * best.connections, duration: DURATION_S, requests: guestBrowsing(f),
    });
    rows.push({ database: kind, m });
    const sent = m.requests + m.timeouts;
    const shedShare = round((100 * m.shed) / Math.max(1, sent));
    const timeoutShare = round((100 * m.timeouts) / Math.max(1, sent));
    // Back to normal: five probes in a row no slower than twice the median before the overload (or 20 ms more).
    const stopped = performance.now();
    let recovered = Number.POSITIVE_INFINITY;
    while ((performance.now() - stopped) / 1000 < 2 * RECOVERY_TARGET_S) {
      if ((await probe(server, 5)) <= Math.max(2 * normal, normal + 20)) {
        recovered = round((performance.now() - stopped) / 1000);
        break;
      }
      await sleep(500);
    }
    process.stdout.write(`  ${kind} peak ${best.rps.toFixed(0)} req/s at ${best.connections} connections; at ${2 * best.connections}: ${shedShare} % 503, ${timeoutShare} % timeouts, ${(m.rps * (1 - shedShare / 100)).toFixed(0)} answered req/s; normal latency ${round(normal)} ms, back to it ${recovered} s after the load\n`);
    verdicts.push([`${kind}: overload shed with 503 (${shedShare} %), no timeouts (${timeoutShare} %)`, m.timeouts === 0]);
    verdicts.push([`${kind}: normal latency within ${RECOVERY_TARGET_S} s of the load stopping (${recovered} s)`, recovered <= RECOVERY_TARGET_S]);
  } finally {
    await server.stop();
  }
}

for (const kind of DATABASES) {
  const { database, fixtures } = await prepare(kind);
  const start = (env: Record<string, string>) => startServer({ ...database.env, OPERATOR_TOKEN, ...env }, PORT);
  try {
    if (args.overload) {
      const server = await start({});
      const f = await fixtures(server);
      await server.stop();
      await overload(kind, start, f);
    } else {
      const server = await start({});
      try {
        const f = await fixtures(server);
        await (args.soak ? soak(kind, server, f) : suite(kind, server, f));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await database.drop();
  }
}

const mode = args.soak ? `soak, ${args.requests} requests` : args.overload ? 'overload' : `${DURATION_S} s per journey`;
console.log(`\n${args.trainings} bench trainings, ${CONNECTIONS} connections, ${mode}, Node ${process.version}\n`);
console.log('| journey | database | req/s | p50 ms | p95 ms | p99 ms | errors | of which 503 | timeouts |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const { database, m } of rows) {
  console.log(`| ${m.title} | ${database} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.errors} | ${m.shed} | ${m.timeouts} |`);
}
if (!args.soak && !args.overload) {
  for (const { database, m } of rows) verdicts.push([`${database} ${m.title}: zero errors`, m.errors === 0]);
}
console.log('');
for (const [name, ok] of verdicts) console.log(`${ok ? 'PASS' : 'FAIL'} ${name}`);
process.exitCode = verdicts.every(([, ok]) => ok) ? 0 : 1;
