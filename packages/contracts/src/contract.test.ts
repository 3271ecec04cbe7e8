import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract, fileBytes } from './contract.ts';
import { pathOf } from './contract-path.ts';

describe('defineContract', () => {
  it('declares every answer: success, the listed failures, 419 for a state change and 422 when there is input', () => {
    const write = defineContract({
      method: 'GET', path: '/api/x/:id', changesState: true, params: z.object({ id: z.string() }), data: z.null(), errors: [404],
    });
    expect(Object.keys(write.responses).map(Number).sort()).toEqual([200, 404, 419, 422]);
    const read = defineContract({ method: 'GET', path: '/api/y', changesState: false, data: z.object({ n: z.number() }), errors: [] });
    expect(Object.keys(read.responses).map(Number)).toEqual([200]);
    expect(read.responses[200].safeParse({ status: 'Success', message: '', data: { n: 1 } }).success).toBe(true);
    expect(read.responses[200].safeParse({ status: 'Success', message: '', data: { n: 'one' } }).success).toBe(false);
  });
});

describe('a file answer', () => {
  it('is the bytes of the whole file or of a part, not JSON', () => {
    const stream = defineContract({ method: 'GET', path: '/api/f/:id', changesState: false, params: z.object({ id: z.string() }), file: true, data: fileBytes, errors: [404, 416] });
    expect(Object.keys(stream.responses).map(Number).sort()).toEqual([200, 206, 404, 416, 422]);
    expect(stream.responses[206].safeParse(new Uint8Array([1, 2])).success).toBe(true);
    expect(stream.responses[200].safeParse({ status: 'Success' }).success).toBe(false);
  });
});

describe('pathOf', () => {
  it('fills parameters URL-encoded, and a final wildcard segment by segment', () => {
    expect(pathOf({ path: '/api/passwordReset/sendMail/:email' }, { email: 'a b@x.fr' })).toBe('/api/passwordReset/sendMail/a%20b%40x.fr');
    expect(pathOf({ path: '/api/docs/*' }, { '*': 'guides/mise en route' })).toBe('/api/docs/guides/mise%20en%20route');
    expect(() => pathOf({ path: '/api/x/:id' }, {})).toThrow(/Missing parameter :id/);
  });
});
