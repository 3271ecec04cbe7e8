// `npm run lighthouse` (after `npm run build`): Lighthouse 12's mobile performance score (default mobile preset,
// simulated throttling) of the pages a visitor lands on first, three runs each, median printed; fails under 90.
// Starts the production build on a free port and a fresh embedded database, and drives Debian's Chromium
// (CHROME_PATH, else /usr/bin/chromium). Too slow for CI: run it by hand before and after a change that may cost speed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildPath } from '@app/domain/platform/routes';

const MIN_SCORE = 90;
const RUNS = 3;
const HOST = 'mfo.localhost';
const root = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** GET on the local server as the demo host (Node does not resolve `*.localhost` names itself). */
function get(port: number, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers: { Host: `${HOST}:${port}`, Accept: 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once('error', reject);
    req.end();
  });
}

async function startServer(port: number, dataDir: string) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const until = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await get(port, '/back/api/health')).status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const port = await freePort();
const dataDir = await mkdtemp(path.join(tmpdir(), 'lighthouse-'));
const server = await startServer(port, dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
});
let failed = false;
try {
  const catalog = JSON.parse((await get(port, '/back/api/catalog?perPage=1')).body) as { data: { items: { type: string; slug: string }[] } };
  const first = catalog.data.items[0];
  if (!first) throw new Error('The demo catalogue is empty');
  const pages: Record<string, string> = {
    home: buildPath('index', 'fr'),
    catalogue: buildPath('catalogue', 'fr'),
    'training detail': buildPath('training-detail', 'fr', { trainingType: first.type, slug: first.slug }),
    login: buildPath('auth-login', 'fr'),
  };
  const origin = `http://${HOST}:${port}`;
  // One untimed visit per page first: the server's caches (platform, page cache) are warm, as in production.
  for (const pathname of Object.values(pages)) await get(port, pathname);

  for (const [page, pathname] of Object.entries(pages)) {
    const runs: { score: number; metrics: Record<string, number> }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${origin}${pathname}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse gave no result for ${pathname}`);
      const { categories, audits } = result.lhr;
      const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        metrics: { FCP: metric('first-contentful-paint'), LCP: metric('largest-contentful-paint'), TBT: metric('total-blocking-time'), CLS: metric('cumulative-layout-shift'), SI: metric('speed-index') },
      });
    }
    const score = median(runs.map((r) => r.score));
    const metrics = Object.keys(runs[0].metrics).map((name) => {
      const value = median(runs.map((r) => r.metrics[name]));
      return name === 'CLS' ? `${name} ${value.toFixed(3)}` : `${name} ${Math.round(value)} ms`;
    });
    failed ||= score < MIN_SCORE;
    console.log(`${score < MIN_SCORE ? 'LOW ' : 'ok  '} ${page.padEnd(16)} ${String(score).padStart(3)}  (runs ${runs.map((r) => r.score).join(', ')}; medians ${metrics.join(', ')})  ${pathname}`);
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.error(`Lighthouse mobile performance under ${MIN_SCORE} (median of ${RUNS} runs).`);
  process.exit(1);
}
