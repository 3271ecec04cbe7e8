import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '@app/contracts/identity/auth';
import { buildTestApp, createVisitor, failureOf, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** The hand-over address given to a demo learner who signs in on another platform's host. */
async function handoverHost(host: string, platform: string, acceptLanguage?: string): Promise<string> {
  const visitor = createVisitor(t.app, host);
  await visitor.csrf();
  const res = await visitor.request({
    method: 'POST',
    url: '/back/api/login',
    payload: { email: 'pharmacien@demo.test', password: 'Pharma-Demo-2026', platform },
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    xsrf: true,
  });
  expect(res.statusCode).toBe(409);
  return new URL((failureOf(res, login).data as { platformUrl: string }).platformUrl).host;
}

describe('hand-over host', () => {
  it("names the target platform's host in the caller's language, never its IP address or bare localhost", async () => {
    expect(await handoverHost('cofares.localhost', 'cofares')).toBe('demo-es.localhost');
    expect(await handoverHost('mfo.localhost', 'mfo')).toBe('demo.localhost');
  });
});
