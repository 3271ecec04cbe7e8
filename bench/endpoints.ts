// npm run bench:endpoints: endpoint by endpoint (the journeys are `npm run bench`), the production build, on the demo data plus the bench seed of 10,000 trainings, against a bare
// Fastify hello-world; autocannon with 50 connections, 10 s per measure (BENCH_DURATION, BENCH_CONNECTIONS,
// BENCH_TRAININGS to change them). The embedded database of a fresh DATA_DIR, or PostgreSQL when DATABASE_URL is set.
// Besides the cached answers, rows whose every request asks for another filter set, page or query measure the
// uncached reads; signed-in pages carry a demo learner's session cookie: the catalogue is a page shared by signed-in
// users (the page rendered once per 10 s), checked by the page pass a browser holds for a minute after its last page
// (or, without one, by asking who the user is), and completed by the user call its browser then makes; the detail
// page is rendered for each request.
import { spawn } from 'node:child_process';
import { CATALOG_SORTS } from '@app/domain/catalogue/catalog-filters';
import { createDatabase, filterSet, SEARCH_WORDS, measure as measureWith, request, seedBench, signIn, startServer, waitFor } from './support.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BENCH_TRAININGS = process.env.BENCH_TRAININGS ?? '10000';
const APP_PORT = 3901;
const HELLO_PORT = 3902;
const HOST = 'mfo.localhost';
// What a browser sends with every request; the hello-world answers too little to compress either way.
const BROWSER = { host: HOST, 'accept-encoding': 'gzip, deflate, br' };
/** One autocannon run of CONNECTIONS connections after a 2 s warm-up; with `paths`, each request asks for the next. */
const measure = (title: string, url: string, headers: Record<string, string> = {}, paths?: () => string) =>
  measureWith(title, {
    base: url, connections: CONNECTIONS, duration: DURATION_S, warmUp: 2, headers,
    ...(paths ? { requests: [{ setupRequest: (r) => ({ ...r, path: paths() }) }] } : {}),
  });

// A fresh data folder; PostgreSQL instead when DATABASE_URL is set (the server inherits it).
const database = await createDatabase('pglite');
seedBench(database.env, Number(BENCH_TRAININGS));
const app = await startServer(database.env, APP_PORT);
const hello = spawn(process.execPath, ['--import', 'tsx', 'bench/hello.ts'], { env: { ...process.env, PORT: String(HELLO_PORT) }, stdio: 'ignore' });
try {
  const { base } = app;
  await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
  const first = JSON.parse((await request(`${base}/back/api/catalog?type=faceToFaceOnly`, { headers: { host: HOST } })).body).data.items[0];
  const detailPath = `/${first.type}/${first.slug}`;
  const { cookie: sessionCookie } = await signIn(base, HOST, 'pharmacien@mfo.test', 'mfo');
  // Every request another filter set: the facets and the page are computed each time.
  let n = 0;
  const newFilterSet = () => `/back/api/catalog?${filterSet(n++)}`;
  // Ten filter sets seen again and again, each request another sort, page size (5–100) or page (1–20) of one: only
  // the page is read, and 96,000 requests pass before one is asked again (the answers are cached for 30 s).
  let m = 0;
  const anotherPage = () => {
    const i = m++;
    return `/back/api/catalog?${filterSet(i % 10)}&sort=${CATALOG_SORTS[Math.floor(i / 10) % 5]}&perPage=${5 + (Math.floor(i / 50) % 96)}&page=${1 + (Math.floor(i / 4800) % 20)}`;
  };
  // Each word, then each page size (5–100) and page (1–10) of it: 17,280 requests before one is asked again.
  let k = 0;
  const anotherSearch = () => {
    const i = k++;
    const word = SEARCH_WORDS[i % SEARCH_WORDS.length];
    const perPage = 5 + (Math.floor(i / SEARCH_WORDS.length) % 96);
    const page = 1 + (Math.floor(i / (SEARCH_WORDS.length * 96)) % 10);
    return `/back/api/catalog/search?q=${word}&page=${page}&perPage=${perPage}`;
  };

  const helloWorld = await measure('hello-world (bare Fastify)', `http://127.0.0.1:${HELLO_PORT}/`);
  const api = await measure('GET /back/api/catalog', `${base}/back/api/catalog?page=1&perPage=10`, BROWSER);
  const search = await measure('GET /back/api/catalog/search', `${base}/back/api/catalog/search?q=vaccinaton`, BROWSER);
  const ssr = await measure('SSR /catalogue', `${base}/catalogue`, BROWSER);
  const detail = await measure(`SSR ${detailPath}`, `${base}${detailPath}`, BROWSER);
  // For information: every request rendered (a cookie bypasses the anonymous page cache, as for a signed-in user).
  const rendered = await measure('SSR /catalogue, rendered each time', `${base}/catalogue`, { ...BROWSER, cookie: 'bench=1' });
  const uncachedFilters = await measure('catalog API, a new filter set each request', base, BROWSER, newFilterSet);
  const uncachedPage = await measure('catalog API, another page of a seen filter set', base, BROWSER, anotherPage);
  const uncachedSearch = await measure('search API, another query or page each request', base, BROWSER, anotherSearch);
  // The pass the browser got with its last page, taken just before: it holds for a minute, more than a measure.
  const passCookie = (await request(`${base}/catalogue`, { headers: { ...BROWSER, cookie: sessionCookie } })).cookies
    .map((c) => c.split(';')[0]).find((c) => c.startsWith('page-pass='));
  if (!passCookie) throw new Error('the signed-in catalogue gave no page pass');
  const signedIn = await measure('SSR /catalogue signed in (with its page pass)', `${base}/catalogue`, { ...BROWSER, cookie: `${sessionCookie}; ${passCookie}` });
  const signedInAsked = await measure('SSR /catalogue signed in, no page pass (the user asked)', `${base}/catalogue`, { ...BROWSER, cookie: sessionCookie });
  const signedInUser = await measure('GET /back/api/user (after a shared page)', `${base}/back/api/user`, { ...BROWSER, cookie: sessionCookie });
  const signedInDetail = await measure(`SSR ${detailPath} signed in`, `${base}${detailPath}`, { ...BROWSER, cookie: sessionCookie });

  console.log(`\n${BENCH_TRAININGS} bench trainings, ${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}\n`);
  console.log('| measure | req/s | p50 ms | p95 ms | p99 ms | errors | × hello-world |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const m of [helloWorld, api, search, ssr, detail, rendered, uncachedFilters, uncachedPage, uncachedSearch, signedIn, signedInAsked, signedInUser, signedInDetail]) {
    console.log(`| ${m.title} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.errors} | ${(m.rps / helloWorld.rps).toFixed(2)} |`);
  }
  const verdicts: [string, boolean][] = [
    ['catalogue API ≥ 0.30× hello-world, zero errors', api.rps / helloWorld.rps >= 0.3 && api.errors === 0],
    ['search p95 ≤ 2× catalogue API p95, zero errors', search.p95 <= 2 * Math.max(api.p95, 1) && search.errors === 0],
    ['SSR catalogue page ≥ 0.10× hello-world, zero errors', ssr.rps / helloWorld.rps >= 0.1 && ssr.errors === 0],
    ['SSR detail page ≥ 0.10× hello-world, zero errors', detail.rps / helloWorld.rps >= 0.1 && detail.errors === 0],
    ['SSR catalogue page signed in ≥ 0.01× hello-world, p99 ≤ 150 ms, zero errors',
      signedIn.rps / helloWorld.rps >= 0.01 && signedIn.p99 <= 150 && signedIn.errors === 0],
    ['uncached catalogue, search, the user call and the other signed-in pages: zero errors',
      [uncachedFilters, uncachedPage, uncachedSearch, signedInAsked, signedInUser, signedInDetail].every((m) => m.errors === 0)],
  ];
  console.log('');
  for (const [name, ok] of verdicts) console.log(`${ok ? 'PASS' : 'FAIL'} ${name}`);
  process.exitCode = verdicts.every(([, ok]) => ok) ? 0 : 1;
} finally {
  hello.kill('SIGTERM');
  await app.stop();
  await database.drop();
}
