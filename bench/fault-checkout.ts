// `npm run fault:checkout -- --runs 200 [--max-delay 400]` (issue 14, "orders that are never lost or doubled"): the
// production server (node --import tsx apps/web/server.ts, as the browser tests start it; `npm run build` first) on
// PostgreSQL (DATABASE_URL: SIGKILL could corrupt an embedded data folder). Each run fills a shop buyer's cart, asks
// for the payment token and pays on the sandbox's test-card page, while the server is killed with SIGKILL after a
// random delay (0–max ms after the first request: before, during or after the order, the notification and the
// confirmation). The server is restarted; first the database is checked as the crash left it, then the buyer and the
// provider retry as they would (the provider re-sends its notification, the buyer asks again), and the end state is
// checked. Invariants: a PAID notification recorded ⇒ its order paid with every enrolment and its invoice; no paid
// order ⇒ the cart still open with its products; at the end one paid order, one invoice, one enrolment per product
// per cart, and invoice numbers without gaps.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SANDBOX_CARDS } from '@app/domain/shop/checkout';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, 'max-delay': { type: 'string' }, port: { type: 'string' } },
  allowPositionals: true,
});
const RUNS = Number(args.runs);
const PORT = Number(args.port ?? process.env.E2E_PORT ?? 3962);
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  process.stderr.write('fault:checkout needs DATABASE_URL (a PostgreSQL database it may fill: demo data, buyers, orders)\n');
  process.exit(1);
}
const BASE = `http://127.0.0.1:${PORT}`;
const sql = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
const query = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await sql.query<T>(text, params)).rows;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// --- the server ------------------------------------------------------------------------------------------------
const dataDir = await mkdtemp(path.join(tmpdir(), 'fault-checkout-'));
let server: ChildProcess | null = null;

async function start(seed: boolean): Promise<number> {
  const began = Date.now();
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL, SEED_DEMO: seed ? '1' : '0', DEFAULT_PLATFORM: 'demo', LOG_LEVEL: 'fatal', JOBS_POLL_SECONDS: '5' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE}/back/api/health`)).ok) return Date.now() - began;
    } catch {
      // not listening yet
    }
    if (Date.now() - began > 120_000) throw new Error('the server did not start within 120 s');
    await sleep(100);
  }
}

async function kill(): Promise<void> {
  const s = server;
  if (!s || s.exitCode !== null || s.signalCode !== null) return;
  const exited = new Promise((r) => s.once('exit', r));
  s.kill('SIGKILL');
  await exited;
}

// --- a browser ---------------------------------------------------------------------------------------------------
function browser() {
  const jar = new Map<string, string>();
  const request = async (method: string, url: string, opts: { json?: unknown; form?: Record<string, string>; xsrf?: boolean } = {}) => {
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (opts.xsrf && jar.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(jar.get('XSRF-TOKEN')!);
    let body: string | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    }
    const response = await fetch(`${BASE}${url}`, { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  return {
    request,
    async login(email: string) {
      await request('GET', '/back/sanctum/csrf-cookie');
      const res = await request('POST', '/back/api/login', { json: { email, password: 'Pharma-Demo-2026', platform: 'demo' }, xsrf: true });
      if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    },
  };
}
type Browser = ReturnType<typeof browser>;

// --- the data ----------------------------------------------------------------------------------------------------
const RUN_TAG = Date.now().toString(36);

async function newBuyer(i: number): Promise<{ userId: number; email: string }> {
  const email = `fault-${RUN_TAG}-${i}@bench.test`;
  const [user] = await query<{ id: string; platform_id: string }>(
    `insert into users (platform_id, email, password_hash, first_name, last_name, function)
     select platform_id, $1, password_hash, 'Fault', $2, 'Pharmacien' from users where email = 'boutique@demo.test' returning id, platform_id`,
    [email, `Run ${i}`],
  );
  const [account] = await query<{ id: string }>(
    `insert into accounts (platform_id, name, kind, contract_type, contract_valid_date) values ($1, $2, 'individual', 'shop', '2027-12-31') returning id`,
    [user.platform_id, `Fault Run ${i}`],
  );
  await query(`insert into memberships (user_id, account_id, role) values ($1, $2, 'learner')`, [user.id, account.id]);
  return { userId: Number(user.id), email };
}

let offerIds: number[] = [];
async function pickOffers() {
  const rows = await query<{ id: string }>(
    `select o.id from training_offers o join trainings t on t.id = o.training_id join platforms p on p.id = o.platform_id
     where p.code_name = 'demo' and t.type = 'formation' and o.price_ht_cents > 0
       and not exists (select 1 from face_to_faces f where f.training_id = t.id) order by o.id limit 2`,
  );
  offerIds = rows.map((r) => Number(r.id));
}

async function newCart(userId: number): Promise<string> {
  const [cart] = await query<{ id: string }>(
    `insert into carts (platform_id, lang, user_id) select id, 'fr', $1 from platforms where code_name = 'demo' returning id`,
    [userId],
  );
  for (const offerId of offerIds) {
    await query(`insert into cart_products (cart_id, offer_id, function_name, funding) values ($1, $2, 'Pharmacien', 'SELF')`, [cart.id, offerId]);
  }
  return cart.id;
}

/** The state of a cart's checkout in the database. */
async function stateOf(cartId: string, userId: number) {
  const [row] = await query<Record<string, string | number | null>>(
    `select
       (select status from carts where id = $1) as cart_status,
       (select count(*)::int from cart_products where cart_id = $1) as products,
       (select count(*)::int from orders where cart_id = $1 and status = 'paid') as paid,
       (select count(*)::int from invoices i join orders o on o.id = i.order_id where o.cart_id = $1) as invoices,
       (select count(*)::int from order_lines l join orders o on o.id = l.order_id where o.cart_id = $1 and o.status = 'paid' and l.enrolment_id is not null) as lines_enrolled,
       (select count(*)::int from order_lines l join orders o on o.id = l.order_id where o.cart_id = $1 and o.status = 'paid') as lines_paid,
       (select count(*)::int from enrolments where user_id = $2) as enrolments,
       (select count(*)::int from payment_notifications n join orders o on o.id = n.order_id where o.cart_id = $1 and n.status = 'PAID' and n.signature_valid) as paid_notifications`,
    [cartId, userId],
  );
  return row as { cart_status: string; products: number; paid: number; invoices: number; lines_enrolled: number; lines_paid: number; enrolments: number; paid_notifications: number };
}

// --- one checkout --------------------------------------------------------------------------------------------------
type Stage = 'none' | 'token' | 'paid';

async function checkout(b: Browser, progress: { stage: Stage; paymentUrl: string | null }): Promise<void> {
  const token = await b.request('GET', '/back/api/shop/getPaymentToken', { xsrf: true });
  if (token.status !== 200) throw new Error(`getPaymentToken: ${token.status} ${await token.text()}`);
  progress.paymentUrl = ((await token.json()) as { data: { paymentUrl: string } }).data.paymentUrl;
  progress.stage = 'token';
  const pay = await b.request('POST', progress.paymentUrl, { form: { cardNumber: SANDBOX_CARDS.accepted, expiry: '12/30', cvc: '123' } });
  if (pay.status !== 303) throw new Error(`sandbox pay: ${pay.status}`);
  progress.stage = 'paid';
}

const figures = { runs: 0, killedBeforeToken: 0, killedAfterTokenBeforePaid: 0, killedAfterPaid: 0, paidAtCrash: 0, notPaidAtCrash: 0, violations: [] as string[], restartMs: [] as number[] };

async function main() {
  process.stdout.write(`fault:checkout — ${RUNS} runs on ${new URL(DATABASE_URL!).pathname.slice(1)}, port ${PORT}\n`);
  await start(true);
  await pickOffers();
  if (offerIds.length < 2) throw new Error('no paid self-paced offers on the demo platform');

  // Calibration: how long one checkout takes, so the kills fall inside it.
  const probe = await newBuyer(0);
  await newCart(probe.userId);
  const pb = browser();
  await pb.login(probe.email);
  const began = Date.now();
  await checkout(pb, { stage: 'none', paymentUrl: null });
  const checkoutMs = Date.now() - began;
  const maxDelay = Number(args['max-delay'] ?? Math.max(50, Math.round(checkoutMs * 1.3)));
  process.stdout.write(`one checkout takes ${checkoutMs} ms: kills at 0–${maxDelay} ms\n`);

  for (let i = 1; i <= RUNS; i++) {
    const buyer = await newBuyer(i);
    const cartId = await newCart(buyer.userId);
    const b = browser();
    await b.login(buyer.email);
    const progress: { stage: Stage; paymentUrl: string | null } = { stage: 'none', paymentUrl: null };
    const delay = Math.floor(Math.random() * (maxDelay + 1));
    const run = checkout(b, progress).catch(() => undefined);
    await sleep(delay);
    await kill();
    await run;
    figures.runs++;
    if (progress.stage === 'none') figures.killedBeforeToken++;
    else if (progress.stage === 'token') figures.killedAfterTokenBeforePaid++;
    else figures.killedAfterPaid++;
    figures.restartMs.push(await start(false));

    // As the crash left it: all or nothing.
    const crashed = await stateOf(cartId, buyer.userId);
    const fail = (why: string) => figures.violations.push(`run ${i} (killed at ${delay} ms, stage ${progress.stage}): ${why} ${JSON.stringify(crashed)}`);
    if (crashed.paid_notifications > 0 && crashed.paid !== 1) fail('PAID notification recorded but the order is not paid');
    if (crashed.paid === 1) {
      figures.paidAtCrash++;
      if (crashed.invoices !== 1 || crashed.lines_enrolled !== offerIds.length || crashed.enrolments !== offerIds.length || crashed.cart_status !== 'ordered') fail('paid order incomplete');
    } else {
      figures.notPaidAtCrash++;
      if (crashed.paid > 1) fail('doubled paid order');
      if (crashed.cart_status !== 'open' || crashed.products !== offerIds.length) fail('cart not intact without an order');
      if (crashed.enrolments !== 0 || crashed.invoices !== 0) fail('enrolled or invoiced without a paid order');
    }

    // The retries: the provider re-sends its notification (the same card on the same payment), the buyer asks again.
    if (progress.paymentUrl) {
      const again = await b.request('POST', progress.paymentUrl, { form: { cardNumber: SANDBOX_CARDS.accepted, expiry: '12/30', cvc: '123' } });
      if (again.status !== 303) fail(`provider retry answered ${again.status}`);
    } else if (crashed.paid === 0) {
      const retry = browser();
      await retry.login(buyer.email);
      await checkout(retry, { stage: 'none', paymentUrl: null }).catch((error: unknown) => fail(`buyer retry: ${String(error)}`));
    }
    const end = await stateOf(cartId, buyer.userId);
    if (end.paid !== 1 || end.invoices !== 1 || end.lines_paid !== offerIds.length || end.lines_enrolled !== offerIds.length || end.enrolments !== offerIds.length || end.cart_status !== 'ordered') {
      figures.violations.push(`run ${i}: end state ${JSON.stringify(end)}`);
    }
    if (i % 10 === 0) {
      process.stdout.write(
        `  ${i}/${RUNS} runs: killed before token ${figures.killedBeforeToken}, between ${figures.killedAfterTokenBeforePaid}, after ${figures.killedAfterPaid}; paid at crash ${figures.paidAtCrash}; ${figures.violations.length} violations\n`,
      );
    }
  }

  // Invoice numbers of the platform and year: 1..n without a gap.
  const seq = await query<{ year: number; n: number; max: number; distinct_n: number }>(
    `select year, count(*)::int as n, max(sequence)::int as max, count(distinct sequence)::int as distinct_n from invoices i join platforms p on p.id = i.platform_id where p.code_name = 'demo' group by year`,
  );
  for (const s of seq) if (s.n !== s.max || s.distinct_n !== s.n) figures.violations.push(`invoice numbers of ${s.year}: ${s.n} invoices, highest ${s.max}`);
  const doubled = await query<{ n: number }>(`select count(*)::int as n from (select cart_id from orders where status = 'paid' group by cart_id having count(*) > 1) d`);
  if (doubled[0].n > 0) figures.violations.push(`${doubled[0].n} carts with more than one paid order`);

  const median = [...figures.restartMs].sort((a, b) => a - b)[Math.floor(figures.restartMs.length / 2)];
  process.stdout.write(
    [
      `runs: ${figures.runs}`,
      `killed before the token answered: ${figures.killedBeforeToken}, between token and payment answer: ${figures.killedAfterTokenBeforePaid}, after: ${figures.killedAfterPaid}`,
      `at the crash: ${figures.paidAtCrash} already paid (complete), ${figures.notPaidAtCrash} not paid (cart intact)`,
      `after the retries: ${figures.runs - figures.violations.filter((v) => v.includes('end state')).length}/${figures.runs} paid once, invoiced once, every product enrolled once`,
      `paid orders lost: ${figures.violations.filter((v) => v.includes('not paid') || v.includes('end state')).length}, doubled: ${figures.violations.filter((v) => v.includes('doubled') || v.includes('more than one')).length}, enrolments missing: ${figures.violations.filter((v) => v.includes('incomplete')).length}`,
      `median restart: ${median} ms`,
      `violations: ${figures.violations.length}`,
      ...figures.violations.slice(0, 20).map((v) => `  ${v}`),
    ].join('\n') + '\n',
  );
}

try {
  await main();
} finally {
  await kill();
  await sql.end();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(figures.violations.length === 0 ? 0 : 1);
