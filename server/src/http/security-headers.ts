import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet with a CSP fit for the SPA (blob: and data: for thumbnails and previews). HSTS and
 * upgrade-insecure-requests only when APP_URL is https: on a plain-http LAN install they would break every asset.
 * `inlineScripts` are CSP hashes of the SPA's own inline scripts.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  appUrl: string,
  inlineScripts: string[] = [],
): Promise<void> {
  const https = appUrl.startsWith('https://');
  await app.register(helmet, {
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
