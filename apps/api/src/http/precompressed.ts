import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const MIN_BYTES = 1024;

/**
 * A JSON body that will be sent many times (a cached public answer), gzipped once when kept: sent compressed to every
 * client that accepts gzip, instead of compressing at each request or not at all. It lives as long as whoever keeps it.
 */
export class KeptBody {
  readonly gzip: Buffer | null;

  constructor(readonly json: string) {
    this.gzip = json.length < MIN_BYTES ? null : gzipSync(json);
  }

  /** The memory it holds (bytes; the JSON counted as one byte per character, as V8 stores an ASCII string). */
  get bytes(): number {
    return this.json.length + (this.gzip?.length ?? 0);
  }
}

const sending = new WeakMap<FastifyReply, KeptBody>();

/** The reply sends this kept body: the plugin swaps in its gzip when the client accepts it. */
export function sendsKept(reply: FastifyReply, kept: KeptBody): void {
  sending.set(reply, kept);
}

function acceptsGzip(header: string | string[] | undefined): boolean {
  return /\bgzip\b/.test(String(header ?? ''));
}

/** Sends the precompressed form of kept bodies; other answers (an error instead of the kept body too) are left as they are. */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const kept = sending.get(reply);
      if (!kept?.gzip || payload !== kept.json) return payload;
      reply.header('vary', 'accept-encoding');
      if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
      reply.header('content-encoding', 'gzip');
      return kept.gzip;
    });
  },
  { name: 'precompressed' },
);
