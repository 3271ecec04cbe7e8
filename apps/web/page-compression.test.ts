import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedPage } from './page-compression.ts';

const page = (type = 'text/html; charset=utf-8') => {
  const headers = new Headers({ 'content-type': type, 'content-length': '12' });
  headers.append('set-cookie', 'a=1');
  headers.append('set-cookie', 'b=2');
  return new Response('<p>Bonjour</p>', { status: 200, headers });
};

describe('compressed pages', () => {
  it('gzips an HTML page for a browser that accepts gzip, keeping its status and every cookie', async () => {
    const res = compressedPage(page(), 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('vary')).toContain('accept-encoding');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe('<p>Bonjour</p>');
  });

  it('leaves the page as it is for a client without gzip, and leaves other answers alone', async () => {
    expect(compressedPage(page(), undefined).headers.get('content-encoding')).toBeNull();
    expect(await compressedPage(page(), 'identity').text()).toBe('<p>Bonjour</p>');
    expect(compressedPage(page('application/json'), 'gzip').headers.get('content-encoding')).toBeNull();
  });
});
