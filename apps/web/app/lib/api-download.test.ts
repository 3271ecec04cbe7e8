import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '@app/contracts/contract';
import { createApiClient, type FetchLike } from './api-client.ts';
import { attachmentName, downloadFile } from './api-download.ts';

const bundle = defineContract({ method: 'POST', path: '/api/bundle', changesState: true, body: z.unknown(), file: true, data: z.instanceof(Uint8Array), errors: [404] });

describe('downloadFile', () => {
  it('gives the bytes and the name of a file answer, the CSRF token sent on a write', async () => {
    const init: RequestInit[] = [];
    const fetch: FetchLike = async (_url, options) => {
      init.push(options ?? {});
      return new Response(new Uint8Array([80, 75]), { headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="attestations.zip"' } });
    };
    const { blob, fileName } = await downloadFile(createApiClient({ fetch, getXsrfToken: () => 'abc' }), bundle, { body: { data: [1] } });
    expect(fileName).toBe('attestations.zip');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([80, 75]);
    expect(new Headers(init[0].headers).get('X-XSRF-TOKEN')).toBe('abc');
  });

  it('turns a refusal and a network error into the one failure shape', async () => {
    const refused: FetchLike = async () => new Response(JSON.stringify({ status: 'Error', message: 'Aucune attestation.', data: null }), { status: 404 });
    await expect(downloadFile(createApiClient({ fetch: refused, getXsrfToken: () => 'abc' }), bundle, { body: {} })).rejects.toMatchObject({ httpStatus: 404, message: 'Aucune attestation.' });
    const offline: FetchLike = async () => {
      throw new Error('offline');
    };
    await expect(downloadFile(createApiClient({ fetch: offline, getXsrfToken: () => 'abc' }), bundle, { body: {} })).rejects.toMatchObject({ httpStatus: 0, message: 'offline' });
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(attachmentName('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(attachmentName(null)).toBeNull();
  });
});
