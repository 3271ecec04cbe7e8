/**
 * The contract test of an area: every endpoint its contracts declare is called on the real server and database,
 * and each answer must parse with the schema its contract gives for that status. An endpoint added to the area
 * without a call here fails the sweep, so no contract goes untried.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '@app/contracts/contract';
import { API_PREFIX } from '@app/contracts/contract-path';
import type { Config } from '../config.ts';
import { answerOf, buildTestApp, type TestApp } from './helper.ts';

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

/** `config`: what the area's server needs beyond the test configuration (e.g. a stand-in's address, started first). */
export function sweepContracts(area: string, contracts: Contract[], calls: () => Map<Contract, SweepCall>, config?: () => Promise<Partial<Config>>): void {
  describe(`the ${area} contracts`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(await config?.());
    });
    afterAll(async () => t.close());

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
      });
    }
  });
}
