import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

/** helmet's options for this app, with the script sources allowed besides our own origin and the heat map's. */
export function securityOptions(config: Pick<Config, 'NODE_ENV'>, scriptSources: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Hotjar (the heat map of platforms that have one, loaded after consent) needs its script, data and frame hosts.
        scriptSrc: ["'self'", ...scriptSources, 'https://static.hotjar.com', 'https://script.hotjar.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
        frameSrc: ["'self'", 'https://vars.hotjar.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  };
}

const NONCE = 'nonce-placeholder';

/**
 * The CSP of a rendered page: inline scripts run only with the page's own nonce (React Router's hydration data,
 * React's streaming scripts). Built once; the function returned fills in each page's nonce.
 */
export function pageSecurityPolicy(config: Pick<Config, 'NODE_ENV'>): (nonce: string) => string {
  const template = helmetHeaders(securityOptions(config, [`'${NONCE}'`]))['content-security-policy'];
  const [before, after] = template.split(NONCE);
  return (nonce) => `${before}nonce-${nonce}${after}`;
}

/** The headers helmet sets for these options; they do not depend on the request, so they are computed once. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The headers of the API's data answers: those that protect data rather than documents (no sniffing, no embedding,
 * no cross-origin reads, no referrer, HSTS). Documents' headers (framing, DNS prefetch, download options…) mean
 * nothing to JSON, and sending them all cost about a quarter of the catalogue API's throughput.
 */
export function dataHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const keep = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    ...Object.fromEntries(keep.filter((name) => name in documentHeaders).map((name) => [name, documentHeaders[name]])),
  };
}

/** The API's own paths; its documentation (an HTML page with scripts) is a document. */
const isDataPath = (url: string) => url.startsWith('/back/') && !url.startsWith('/back/api/docs');

/**
 * Security headers on every answer. helmet's Fastify plugin rebuilds them for each request, which cost about 40 %
 * of the catalogue API's throughput; the same headers are set here from one computation.
 */
export default fp(
  async (app, options: HelmetOptions) => {
    const documents = helmetHeaders(options);
    const data = dataHeaders(documents);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isDataPath(request.url) ? data : documents);
      done();
    });
  },
  { name: 'security-headers' },
);
