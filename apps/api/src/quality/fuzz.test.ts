/**
 * Issue 18 part 2, the seeded run: every endpoint of every contract gets raw requests drawn from its schemas and
 * hostile values (fuzz-requests.ts), as a visitor, a learner and an administrator; none may answer a 5xx, and the
 * health check answers 200 afterwards. `npm run fuzz` is the long run against a listening server.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedIn, type TestApp, type Visitor } from '../test/helper.ts';
import { contractsIn, nameOf } from '../test/contract-sweep.ts';
import { describeRequest, fuzzOrder, fuzzRequests, headersFor, serverFault, type Caller, type CallerSession } from './fuzz-requests.ts';

/** Fixed, so that CI draws the same requests every time; fast-check prints it with any counterexample. */
const SEED = 1802;
const RUNS = 12;

const contracts = fuzzOrder(contractsIn(import.meta.glob(['/packages/contracts/src/**/*.ts', '!**/*.test.ts'], { eager: true })));

const sessionOf = (visitor: Visitor): CallerSession => ({
  cookie: [...visitor.jar].map(([name, value]) => `${name}=${value}`).join('; '),
  token: decodeURIComponent(visitor.jar.get('XSRF-TOKEN') ?? ''),
});

describe('fuzzing every endpoint', () => {
  let t: TestApp;
  const sessions = new Map<Caller, CallerSession>();
  // Each request from another address, so that per-address throttling answers what it would to a real client.
  let sent = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    sessions.set('learner', sessionOf(await signedIn(t.app, 'pharmacien@demo.test')));
    sessions.set('admin', sessionOf(await signedIn(t.app, 'admin@demo.test')));
  });
  afterAll(async () => t?.close());

  for (const [index, contract] of contracts.entries()) {
    it(`${nameOf(contract)} answers hostile requests without a server error`, { timeout: 20_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(fuzzRequests(contract), async (request) => {
          const response = await t.app.inject({
            method: request.method,
            url: request.url,
            headers: headersFor(request, sessions.get(request.caller)),
            payload: request.payload as InjectOptions['payload'],
            remoteAddress: `10.9.${index % 250}.${(++sent % 250) + 1}`,
          });
          expect(serverFault(contract, response.statusCode), `${response.statusCode} ${response.body.slice(0, 500)} for ${describeRequest(request)}`).toBe(false);
        }),
        { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
      );
    });
  }

  it('leaves the health check green', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/back/api/health', headers: { host: 'demo.localhost' } });
    expect(response.statusCode).toBe(200);
  });
});
