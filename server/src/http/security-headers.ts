import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's options: a CSP fit for the SPA (blob: and data: for thumbnails and previews). HSTS and
 * upgrade-insecure-requests only when APP_URL is https: on a plain-http LAN install they would break every asset.
 * `inlineScripts` are CSP hashes of the SPA's own inline scripts.
 */
function helmetOptions(https: boolean, inlineScripts: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", ...inlineScripts],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  };
}

/**
 * The headers helmet sets, computed once: none of them depends on the request (no nonces), and letting helmet
 * rebuild them on every request cost a few per cent of a busy server's time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

/** Every answer gets helmet's headers; routes may change one (the share page's framing, a file's CSP) afterwards. */
export function registerSecurityHeaders(app: FastifyInstance, appUrl: string, inlineScripts: string[] = []): void {
  const headers = helmetHeaders(helmetOptions(appUrl.startsWith('https://'), inlineScripts));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // JSON answers are about one account at one moment: never kept by any cache, the browser's included.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
