import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import errorHandler, { fieldErrors } from './error-handler.ts';

describe('field errors', () => {
  it('keys fields named like an object property (constructor, __proto__) as any other (found by fuzzing)', () => {
    const errors = fieldErrors([{ keyword: 'unrecognized_keys', instancePath: '/', params: { keys: ['constructor', '__proto__', 'toString'] } }], 'querystring', 'fr');
    expect(Object.keys(errors)).toEqual(['constructor', '__proto__', 'toString']);
    expect(JSON.parse(JSON.stringify(errors)).constructor).toHaveLength(1);
  });
});

describe('a database that cannot be reached', () => {
  it('answers 503 with a moment to wait and the message in the caller’s language, not 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    const lost = new Error('Failed query: select 1', { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) });
    app.get('/lost', () => Promise.reject(lost));
    app.get('/broken', () => Promise.reject(new Error('boom')));
    const res = await app.inject('/lost');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toMatchObject({ status: 'Error', message: 'Le service est momentanément indisponible.', data: null });
    expect((await app.inject('/broken')).statusCode).toBe(500);
    await app.close();
  });
});
