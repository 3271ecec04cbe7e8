import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Broadcaster } from './broadcaster.ts';
import { isValidChannelName, isValidEventName, verifyHttpRequest } from './protocol.ts';

const MAX_DATA_BYTES = 10 * 1024;

const eventSchema = z.object({
  // pusher: and pusher_internal: events belong to the protocol (member_added…), never to publishers.
  name: z.string().refine(isValidEventName).refine((name) => !/^pusher(_internal)?:/.test(name), 'Reserved event name'),
  data: z.string().max(MAX_DATA_BYTES),
  channels: z.array(z.string().refine(isValidChannelName)).min(1).max(100).optional(),
  channel: z.string().refine(isValidChannelName).optional(),
  socket_id: z.string().regex(/^\d+\.\d+$/).optional(),
}).refine((e) => e.channels || e.channel, 'channels or channel is required');
const batchSchema = z.object({ batch: z.array(eventSchema).max(10) });

/**
 * The Pusher HTTP events API (`POST /apps/{id}/events`, `/apps/{id}/batch_events`) as Pusher defines it, so that
 * the `pusher` package publishes to our server exactly as to an external one. Requests are signed:
 * auth_key, auth_timestamp (±600 s), auth_version 1.0, body_md5 and auth_signature =
 * HMAC-SHA256(secret, "POST\n{path}\n{sorted query}").
 */
const httpApi: FastifyPluginAsync<{ appId: string; key: string; secret: string; broadcaster: Broadcaster }> = async (app, opts) => {
  // The signature covers the exact bytes: keep the body as a string here.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));

  const handler = (batch: boolean) => async (
    request: { params: unknown; query: unknown; body: unknown; url: string; method: string },
    reply: { code(n: number): { send(x: unknown): unknown } },
  ) => {
    const { appId } = request.params as { appId: string };
    if (appId !== opts.appId) return reply.code(404).send({ error: 'Unknown app' });
    const body = typeof request.body === 'string' ? request.body : '';
    const refusal = verifyHttpRequest({
      key: opts.key, secret: opts.secret, method: request.method, path: request.url.split('?')[0],
      query: request.query as Record<string, string>, body,
    });
    if (refusal) return reply.code(401).send({ error: refusal });
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return reply.code(400).send({ error: 'Invalid JSON' });
    }
    const result = batch ? batchSchema.safeParse(parsed) : eventSchema.safeParse(parsed);
    if (!result.success) return reply.code(400).send({ error: result.error.issues[0]?.message ?? 'Invalid event' });
    const events = 'batch' in result.data ? result.data.batch : [result.data];
    for (const e of events) await opts.broadcaster.publish(e.channels ?? [e.channel!], e.name, e.data, e.socket_id);
    return reply.code(200).send(batch ? { batch: events.map(() => ({})) } : {});
  };

  app.post('/apps/:appId/events', { config: { changesState: false }, schema: { hide: true } }, handler(false));
  app.post('/apps/:appId/batch_events', { config: { changesState: false }, schema: { hide: true } }, handler(true));
};

export default httpApi;
