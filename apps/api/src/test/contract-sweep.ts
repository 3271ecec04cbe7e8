/**
 * The contract test of an area: every endpoint its contracts declare is called on the real server and database,
 * and each answer must parse with the schema its contract gives for that status. An endpoint added to the area
 * without a call here fails the sweep, so no contract goes untried.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '@app/contracts/contract';
import { API_PREFIX } from '@app/contracts/contract-path';
import type { Config } from '../config.ts';
import { answerOf, buildTestApp, queryCountOf, type TestApp } from './helper.ts';

/** The contracts among a glob of contract modules (what `defineContract` returned). */
export function contractsIn(modules: Record<string, unknown>): Contract[] {
  return Object.values(modules).flatMap((module) =>
    Object.values(module as Record<string, unknown>).filter(
      (value): value is Contract => typeof value === 'object' && value !== null && 'responses' in value && 'method' in value && 'path' in value,
    ),
  );
}

export type SweepCall = (t: TestApp) => Promise<LightMyRequestResponse>;

export const nameOf = (contract: Contract) => `${contract.method} ${contract.path}`;

/**
 * The most database queries each endpoint of an area may send for its sweep call (on the demo data, where every list
 * holds several rows): a change that makes a call query once per row (N+1) exceeds it and fails. After a deliberate
 * change, `QUERY_BUDGETS=write` rewrites the area's file from the counts measured.
 */
const budgetFile = (area: string) => new URL(`./query-budgets/${area.replaceAll(' ', '-')}.json`, import.meta.url);
function readBudgets(area: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(budgetFile(area), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** `config`: what the area's server needs beyond the test configuration (e.g. a stand-in's address, started first). */
export function sweepContracts(area: string, contracts: Contract[], calls: () => Map<Contract, SweepCall>, config?: () => Promise<Partial<Config>>): void {
  describe(`the ${area} contracts`, () => {
    let t: TestApp;
    const budgets = readBudgets(area);
    const measured: Record<string, number> = {};
    beforeAll(async () => {
      t = await buildTestApp(await config?.());
    });
    afterAll(async () => {
      await t.close();
      if (process.env.QUERY_BUDGETS === 'write') {
        const sorted = Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b)));
        writeFileSync(budgetFile(area), `${JSON.stringify(sorted, null, 2)}\n`);
      }
    });

    it('registers every endpoint of the area from its contract', () => {
      const missing = contracts.filter((c) => !t.app.hasRoute({ method: c.method, url: `${API_PREFIX}${c.path}` }));
      expect(missing.map(nameOf)).toEqual([]);
    });

    it('calls every endpoint of the area', () => {
      expect([...calls().keys()].map(nameOf).sort()).toEqual(contracts.map(nameOf).sort());
    });

    for (const contract of contracts) {
      it(`${nameOf(contract)} succeeds with an answer its contract allows`, async () => {
        const call = calls().get(contract);
        if (!call) throw new Error(`No call for ${nameOf(contract)}`);
        const response = await call(t);
        expect(response.statusCode, response.body).toBe(contract.successStatus ?? 200);
        answerOf(response, contract);
        const queries = queryCountOf(response);
        if (queries === undefined) throw new Error(`${nameOf(contract)}: the sweep call must answer with a visitor's response`);
        measured[nameOf(contract)] = queries;
        if (process.env.QUERY_BUDGETS !== 'write') {
          const budget = budgets[nameOf(contract)];
          if (budget === undefined) throw new Error(`${nameOf(contract)} has no query budget: run the ${area} sweep with QUERY_BUDGETS=write`);
          expect(queries, `${nameOf(contract)} sent ${queries} database queries, its budget is ${budget}`).toBeLessThanOrEqual(budget);
        }
      });
    }
  });
}
