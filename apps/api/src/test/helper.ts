import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { z } from 'zod';
import { errorEnvelope, type CallInput, type Contract, type DataOf, type ErrorEnvelope } from '@app/contracts/contract';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { createDb, type DbHandle } from '@app/db/client';
import { openTestDb } from '@app/db/testing';
import { countQueries } from '@app/db/query-count';
import { DEMO_PASSWORD } from '@app/db/seed/data/accounts';
import { buildApp } from '../app.ts';
import { parseConfig, type Config } from '../config.ts';

export const testConfig: Config = parseConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.data-test' },
  { APP_KEY: 'test-app-key-0123456789-abcdefghijklmnop', PUSHER_APP_ID: '1', PUSHER_APP_KEY: 'key', PUSHER_APP_SECRET: 'secret-0123456789abcdef' },
);

/**
 * A database for one test file: a copy of the seeded embedded image, or, when DATABASE_URL is set, a copy of the
 * PostgreSQL database that the global setup migrated and seeded (`CREATE DATABASE … TEMPLATE`), dropped when the
 * file closes it. Either way a file never sees what another file changed (a password, a used link).
 */
export async function openDatabaseForTests(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (url) return copyOfPostgres(url);
  const image = await readFile(inject('dbImagePath'));
  return openTestDb(new Blob([image]));
}

let copies = 0;

async function copyOfPostgres(url: string): Promise<DbHandle> {
  const template = new URL(url);
  const name = `${template.pathname.slice(1)}_${process.pid}_${++copies}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
  // Copies of one template are made one at a time by PostgreSQL; a copy still in progress makes another wait or fail.
  for (let attempt = 1; ; attempt++) {
    try {
      await run(`create database ${quoted(name)} template ${quoted(template.pathname.slice(1))}`);
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: copy.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await run(`drop database if exists ${quoted(name)} with (force)`);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  close(): Promise<void>;
}

/** Builds the real server on a test database; the caller closes it in afterAll. */
export async function buildTestApp(config: Partial<Config> = {}): Promise<TestApp> {
  const db = await openDatabaseForTests();
  const app = await buildApp({ ...testConfig, ...config }, { db, logger: false });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

let visitors = 0;

const queryCounts = new WeakMap<LightMyRequestResponse, number>();
/** How many database queries the server sent to give this answer (a visitor's request). */
export function queryCountOf(response: LightMyRequestResponse): number | undefined {
  return queryCounts.get(response);
}

/**
 * A visitor with a cookie jar, as a browser would be: keeps cookies and sends the XSRF header on writes. Each one
 * comes from its own IP address unless told otherwise, so per-IP throttling of one test does not leak into another.
 */
export function createVisitor(app: FastifyInstance, host = 'demo.localhost', ip = `10.0.${Math.floor(++visitors / 250)}.${(visitors % 250) + 1}`) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function request(opts: InjectOptions & { xsrf?: boolean }) {
    const headers: Record<string, string> = { host, ...(opts.headers as Record<string, string>) };
    if (jar.size) headers.cookie = cookieHeader();
    if (opts.xsrf && jar.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(jar.get('XSRF-TOKEN')!);
    const { result: response, queries } = await countQueries(() => app.inject({ remoteAddress: ip, ...opts, headers }));
    queryCounts.set(response, queries);
    for (const c of response.cookies as { name: string; value: string }[]) jar.set(c.name, c.value);
    return response;
  }
  const csrf = () => request({ method: 'GET', url: '/back/sanctum/csrf-cookie' });
  /** Calls an endpoint as the web's typed client would: the contract's method and path, the token on writes. */
  async function call<C extends Contract>(contract: C, input: CallInput<C> = {} as CallInput<C>) {
    const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) search.append(key, String(item));
    }
    if (contract.changesState && !jar.has('XSRF-TOKEN')) await csrf();
    const url = `${API_PREFIX}${pathOf(contract, params)}${search.size ? `?${search}` : ''}`;
    if (body instanceof FormData) {
      // Encoded as a browser would: the multipart body and its boundary.
      const encoded = new Response(body);
      const headers = { 'content-type': encoded.headers.get('content-type') ?? '' };
      return request({ method: contract.method, url, headers, payload: Buffer.from(await encoded.arrayBuffer()), xsrf: contract.changesState });
    }
    return request({ method: contract.method, url, payload: body as InjectOptions['payload'], xsrf: contract.changesState });
  }
  return { request, call, jar, csrf };
}

export type Visitor = ReturnType<typeof createVisitor>;

/** A visitor signed in with a demo account on its platform's host. */
export async function signedIn(app: FastifyInstance, email: string, host = 'demo.localhost', platform = 'demo'): Promise<Visitor> {
  const visitor = createVisitor(app, host);
  await visitor.csrf();
  const res = await visitor.request({ method: 'POST', url: '/back/api/login', payload: { email, password: DEMO_PASSWORD, platform }, xsrf: true });
  if (res.statusCode !== 200) throw new Error(`Signing in as ${email} answered ${res.statusCode}: ${res.body}`);
  return visitor;
}

/**
 * The body of an answer, parsed with the schema its contract declares for its status: a test fails when a handler
 * answers a status or a body its contract does not allow.
 */
export function answerOf<C extends Contract>(response: LightMyRequestResponse, contract: C): z.output<C['responses'][number]> {
  const schema = contract.responses[response.statusCode];
  if (!schema) {
    throw new Error(`${contract.method} ${contract.path} answered ${response.statusCode}, which its contract does not declare: ${response.body}`);
  }
  const fileAnswer = contract.file && response.statusCode < 400;
  return schema.parse(fileAnswer ? response.rawPayload : response.json()) as z.output<C['responses'][number]>;
}

/** The data of a successful answer, checked against the contract. */
export function dataOf<C extends Contract>(response: LightMyRequestResponse, contract: C): DataOf<C> {
  const successStatus = contract.successStatus ?? 200;
  if (response.statusCode !== successStatus) throw new Error(`${contract.method} ${contract.path} answered ${response.statusCode}: ${response.body}`);
  return (answerOf(response, contract) as { data: DataOf<C> }).data;
}

/** The failure wrapper of an answer, checked to be a status the contract declares. */
export function failureOf(response: LightMyRequestResponse, contract: Contract): ErrorEnvelope {
  answerOf(response, contract);
  return errorEnvelope.parse(response.json());
}
