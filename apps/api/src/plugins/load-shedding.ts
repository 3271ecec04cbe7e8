import { Socket } from 'node:net';
import underPressure from '@fastify/under-pressure';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.ts';

export interface LoadSheddingOptions {
  /** Mean event-loop delay of the last sample beyond which requests are shed (ms; 0: no limit). */
  maxEventLoopDelayMs: number;
  /** Share of the last sample the event loop was busy beyond which requests are shed (0–1; 0: no limit). */
  maxEventLoopUtilization: number;
  /** Requests answered at once beyond which new ones are shed (0: no limit). */
  maxInFlight: number;
  sampleIntervalMs: number;
  retryAfterSeconds: number;
}

/**
 * Only requests from the network are shed: the routes for machines (health checks, the payment provider's
 * notifications) always answer, and so do the in-process API calls of a page already being rendered (they have no
 * socket), lest an admitted page fail half-way.
 */
function sheddable(request: FastifyRequest): boolean {
  return request.raw.socket instanceof Socket && !request.routeOptions.config.anyHost;
}

/**
 * Overload answers at once with 503, Retry-After and the error wrapper in the caller's language (issue 18): a client
 * told to come back later beats one left waiting until it times out. After platform-host, which sets the language.
 */
export default fp(
  async (app, opts: LoadSheddingOptions) => {
    const overloaded = () =>
      new AppError('UNAVAILABLE', 'errors.unavailable', null, {}, { headers: { 'retry-after': String(opts.retryAfterSeconds) } });
    // The first samples measure the start itself (loading the pages' build, opening the database), not the load.
    let readyAt = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      readyAt = performance.now();
    });
    await app.register(underPressure, {
      maxEventLoopDelay: opts.maxEventLoopDelayMs,
      maxEventLoopUtilization: opts.maxEventLoopUtilization,
      eventLoopUtilizationMode: 'interval',
      sampleInterval: opts.sampleIntervalMs,
      pressureHandler: async (request) => {
        if (sheddable(request) && performance.now() - readyAt > 2 * opts.sampleIntervalMs) throw overloaded();
      },
    });
    if (opts.maxInFlight === 0) return;
    let inFlight = 0;
    app.addHook('onRequest', async (request, reply) => {
      if (!sheddable(request)) return;
      if (inFlight >= opts.maxInFlight) throw overloaded();
      inFlight++;
      // 'close' follows the answer as well as a client gone before it.
      reply.raw.once('close', () => inFlight--);
    });
  },
  { name: 'load-shedding', dependencies: ['platform-host', 'error-handler'] },
);
