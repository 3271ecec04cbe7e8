import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.ts';
import { migrateDb } from './migrate.ts';
import { addToOutbox, extractLinks, latestOutbox } from './outbox.ts';
import { hashToken } from './tokens.ts';

describe('extractLinks', () => {
  it('finds the http(s) links of the text and html bodies once, without trailing punctuation', () => {
    const text = 'Reset: http://demo.localhost:3000/reinitialiser-mon-mot-de-passe/abc.\nOr (https://example.test/x?a=1&b=2).';
    const html = '<a href="http://demo.localhost:3000/reinitialiser-mon-mot-de-passe/abc">here</a> <a href="https://example.test/y?a=1&amp;b=2">y</a>';
    expect(extractLinks(text, html)).toEqual([
      'http://demo.localhost:3000/reinitialiser-mon-mot-de-passe/abc',
      'https://example.test/x?a=1&b=2',
      'https://example.test/y?a=1&b=2',
    ]);
    expect(extractLinks('no link, just mailto:x@y.test')).toEqual([]);
  });
});

describe('hashToken', () => {
  it('is the sha256 hex of the raw value', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('latestOutbox', () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createDb({});
    await migrateDb(handle);
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 15, 9, minute));
    await addToOutbox(handle.db, { toAddress: 'a@demo.test', subject: 'first', textBody: 'http://demo.localhost:3000/one', createdAt: at(1) });
    await addToOutbox(handle.db, { toAddress: 'B@demo.test', subject: 'second', textBody: 'no link', htmlBody: '<p>hi</p>', createdAt: at(2) });
    await addToOutbox(handle.db, { toAddress: 'a@demo.test', subject: 'third', textBody: 'http://demo.localhost:3000/three', createdAt: at(3) });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('returns the newest messages first with their links', async () => {
    const all = await latestOutbox(handle.db, 10);
    expect(all.map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(all[0]).toMatchObject({ to: 'a@demo.test', text: 'http://demo.localhost:3000/three', html: null, links: ['http://demo.localhost:3000/three'], sentAt: null });
    expect(all[0].createdAt).toBeInstanceOf(Date);
    expect((await latestOutbox(handle.db, 1)).map((m) => m.subject)).toEqual(['third']);
  });

  it('filters by address (case-insensitive) and clamps the limit', async () => {
    expect((await latestOutbox(handle.db, 10, { to: 'A@demo.test' })).map((m) => m.subject)).toEqual(['third', 'first']);
    expect((await latestOutbox(handle.db, 10, { to: 'b@demo.test' })).map((m) => m.subject)).toEqual(['second']);
    expect(await latestOutbox(handle.db, 10, { to: 'nobody@demo.test' })).toEqual([]);
    expect(await latestOutbox(handle.db, 0)).toHaveLength(1);
    expect(await latestOutbox(handle.db, Number.NaN)).toHaveLength(3);
  });
});
