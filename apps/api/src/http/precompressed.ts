import { gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';

const MAX_ENTRIES = 5000;
const MIN_BYTES = 1024;
const gzipped = new Map<string, Buffer>();

/**
 * Registers a body that will be sent many times (a cached public answer): it is gzipped once here and sent
 * compressed to every client that accepts gzip, instead of compressing at each request or not at all.
 */
export function precompress(body: string): void {
  if (body.length < MIN_BYTES || gzipped.has(body)) return;
  if (gzipped.size >= MAX_ENTRIES) gzipped.clear();
  gzipped.set(body, gzipSync(body));
}

export function acceptsGzip(header: string | string[] | undefined): boolean {
  return /\bgzip\b/.test(String(header ?? ''));
}

/** Sends the precompressed form of registered bodies; other answers are left as they are. */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string') return payload;
      const compressed = gzipped.get(payload);
      if (!compressed) return payload;
      reply.header('vary', 'accept-encoding');
      if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
      reply.header('content-encoding', 'gzip');
      return compressed;
    });
  },
  { name: 'precompressed' },
);
