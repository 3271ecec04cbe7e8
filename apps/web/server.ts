/**
 * Web entry (production, or `--dev` with Vite in middleware mode): the API's root Fastify instance plus static assets
 * and the React Router request handler, in one process (ARCHITECTURE "How a request flows").
 */
import { createHmac, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { buildApp } from '@app/api/app';
import { loadConfig, type Config } from '@app/api/config';
import { outboxSocketPath, serveOutboxSocket } from '@app/api/mail/outbox-socket';
import { platformOfHost } from '@app/api/modules/identity/get-platform-by-hostname';
import { pageSecurityPolicy } from '@app/api/plugins/security-headers';
import { printStartupSummary } from '@app/api/startup-summary';
import { apiFetchFor } from './api-fetch.ts';
import type { PlatformHost } from './app/lib/load-context.ts';
import type { RealtimeSettings } from './app/lib/realtime.ts';
import { createPageCache, pageReply } from './page-cache.ts';
import { compressedPage } from './page-compression.ts';

// On a machine with memory to spare, V8 lets a busy server's heap grow to about four times what it keeps alive before a
// full collection: its resident memory swung by hundreds of MiB of garbage, and grew 76 % over the soak. A full
// collection once the heap has grown by half keeps it near its live size (the soak: +11 % instead of +87 % over
// 100,000 requests, the same throughput).
v8.setFlagsFromString('--heap-growing-percent=50');

const dev = process.argv.includes('--dev');
const webDir = fileURLToPath(new URL('.', import.meta.url));
const clientDir = fileURLToPath(new URL('./build/client/', import.meta.url));
const serverBuildUrl = new URL('./build/server/index.js', import.meta.url).href;

/** Anonymous pages are kept this long (the catalogue API keeps its pages 30 s). */
const PAGE_CACHE_TTL_MS = 10_000;

/**
 * The socket the browser opens: an external Pusher-compatible server when PUSHER_HOST is set, else this app itself
 * (host and port null: the browser uses the page's own host, port and scheme).
 */
function realtimeSettings(config: Config): RealtimeSettings {
  if (!config.PUSHER_HOST) return { key: config.PUSHER_APP_KEY, host: null, port: null, tls: null };
  return {
    key: config.PUSHER_APP_KEY,
    host: config.PUSHER_HOST,
    port: config.PUSHER_PORT ?? null,
    tls: config.PUSHER_TLS ? 'true' : 'false',
  };
}

function sendPage(reply: FastifyReply, page: ReturnType<typeof pageReply>) {
  return reply.code(page.status).headers(page.headers).send(page.body);
}

/** Fastify request → Web Request; the body stream is left untouched by the scope's pass-through parser. */
function toWebRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * The request's platform host: the API's platform-host hook (a root hook, so it runs for pages too) has already
 * resolved it from the host and the farline cookie through the cached platform directory, or answered the §8
 * platform failure itself. Loaders read it from the load context instead of asking the API again.
 */
function platformHostOf(req: FastifyRequest): PlatformHost {
  const platform = platformOfHost(req.platformHost);
  return { platform, locale: platform.locale, lang: platform.lang };
}

/** What the server build's entry exports for the signed-in pages shared by everyone (app/lib/shared-page.server.ts). */
interface SharedPages {
  sharedPageKey(request: Request, context: AppLoadContext): Promise<string | null>;
  sharedPageCookies(context: AppLoadContext): string[];
}

/** A fresh 128-bit script nonce and the page policy allowing it. */
function withNonce(pagePolicy: (nonce: string) => string) {
  const nonce = randomBytes(16).toString('base64');
  return { nonce, policy: pagePolicy(nonce) };
}

async function registerWeb(app: FastifyInstance, config: Config): Promise<ViteDevServer | undefined> {
  let vite: ViteDevServer | undefined;
  let handle: ReturnType<typeof createRequestHandler>;
  let shared: SharedPages | undefined;
  const realtime = realtimeSettings(config);

  await app.register(async (scope) => {
    // Form posts and JSON bodies must reach React Router actions untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    if (dev) {
      const { createServer } = await import('vite');
      const middie = (await import('@fastify/middie')).default;
      vite = await createServer({
        root: webDir,
        server: { middlewareMode: true, hmr: { server: app.server } },
        appType: 'custom',
      });
      await scope.register(middie);
      scope.use(vite.middlewares);
      const server = vite;
      handle = createRequestHandler(
        () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
        'development',
      );
    } else {
      const fastifyStatic = (await import('@fastify/static')).default;
      // Hashed build output: cached for a year. Everything else of build/client (a copy of public/) revalidates.
      // Both send the brotli or gzip file written at build time (vite.config.ts) when the browser accepts it.
      await scope.register(fastifyStatic, {
        root: `${clientDir}assets`,
        prefix: '/assets/',
        immutable: true,
        maxAge: '1y',
        preCompressed: true,
      });
      await scope.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        wildcard: false,
        decorateReply: false,
        maxAge: '1h',
        globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
        preCompressed: true,
      });
      const build = (await import(serverBuildUrl)) as ServerBuild;
      handle = createRequestHandler(build, 'production');
      shared = build.entry.module as unknown as SharedPages;
    }

    const pages = dev ? undefined : createPageCache(PAGE_CACHE_TTL_MS);
    const signedInPages = dev ? undefined : createPageCache(PAGE_CACHE_TTL_MS);
    // An administrator's change to the catalogue or the content shows at once, not after the pages' TTL.
    for (const cache of [pages, signedInPages]) if (cache) for (const area of ['catalogue', 'content'] as const) app.caches.register(area, cache);
    // The dev server's inline modules carry no nonce: its pages keep the app-wide policy.
    const pagePolicy = dev ? undefined : pageSecurityPolicy(config);
    // Signs the page passes of the shared signed-in pages (app/lib/page-pass.server.ts); a key of its own.
    const pagePassKey = dev || !config.APP_KEY ? undefined : createHmac('sha256', config.APP_KEY).update('page-pass').digest('base64url');
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const key = pages?.keyOf(req.method, req.headers.host, req.url, req.headers.cookie !== undefined) ?? null;
      const hit = key ? pages?.get(key) : undefined;
      if (hit) return sendPage(reply, pageReply(hit, req.headers['accept-encoding']));
      const security = pagePolicy ? withNonce(pagePolicy) : null;
      const context: AppLoadContext = { apiFetch: apiFetchFor(app, config, req), platformHost: platformHostOf(req), realtime, security, pagePassKey };
      const request = toWebRequest(req, reply);
      // A signed-in page shared by everyone who sees the same (shared-page.server.ts), its user checked first.
      const sharedKey = !key && shared && signedInPages ? await shared.sharedPageKey(request, context) : null;
      if (sharedKey && shared && signedInPages) {
        const cookies = shared.sharedPageCookies(context);
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        const page = signedInPages.get(sharedKey) ?? (await signedInPages.store(sharedKey, await handle(request, context)));
        return sendPage(reply, pageReply(page, req.headers['accept-encoding']));
      }
      const response = await handle(request, context);
      if (!key || !pages) return reply.send(compressedPage(response, req.headers['accept-encoding']));
      const page = await pages.store(key, response);
      return sendPage(reply, pageReply(page, req.headers['accept-encoding']));
    };
    // The web is the not-found handler of the root prefix rather than a `/*` route, so `/back/...` paths the API does
    // not know still get the API's JSON 404 (its handler owns the /back prefix), never the HTML app.
    scope.setNotFoundHandler(handler);
  });
  return vite;
}

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const vite = await registerWeb(app, config);
  // Without SMTP, mails stay in the database: developers read them through this socket (`npm run outbox`).
  const outbox = config.SMTP_URL ? null : await serveOutboxSocket(app.db.db, outboxSocketPath(config.DATA_DIR));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await vite?.close();
      await outbox?.close();
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  await printStartupSummary(app, config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
