/**
 * Pages rendered for one visitor (signed in, or with any cookie) are streamed, not cached: they are gzipped on the
 * way out when the browser accepts it, so a phone does not download ~100 KB of HTML for a catalogue page.
 */
export function compressedPage(response: Response, acceptEncoding: string | string[] | undefined): Response {
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (!html || !response.body || response.headers.has('content-encoding') || !/\bgzip\b/.test(String(acceptEncoding ?? ''))) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-encoding', 'gzip');
  headers.append('vary', 'accept-encoding');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: response.status, statusText: response.statusText, headers });
}
