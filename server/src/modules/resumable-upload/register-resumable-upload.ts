import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REQUEST_TOKEN_HEADER, requestUploadsPath } from '@vaultbox/common/schemas/file-requests.ts';
import { uploadIdParams } from '@vaultbox/common/schemas/resumable-upload.ts';
import type { RequestUploadGate } from '../../domain/ports.ts';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { byIp, rateLimit } from '../../http/rate-limits.ts';
import { zodApp } from '../../http/zod-app.ts';
import { registerResumableUploadRoutes, type TusEndpoint } from './resumable-upload.routes.ts';
import type { ResumableUploadService } from './resumable-upload.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests expire idle uploads directly, as if a day had passed. */
    resumableUploads: { expireIdle(now?: number): Promise<number> };
  }
}

const EXPIRE_EVERY_MS = 60 * 60 * 1000;

const slugOf = (params: unknown) => String((params as { slug?: unknown }).slug ?? '');
const tokenOf = (headers: Record<string, unknown>) => {
  const value = headers[REQUEST_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Resumable uploads (tus) under /api/uploads, ending in the media module's commit; idle ones expire hourly. With a
 * file requests gate, visitors of a request link upload the same way under /api/requests/public/{slug}/uploads with
 * their visitor token (docs/product.md, File requests), each creation counted per address.
 */
export async function registerResumableUpload(
  app: FastifyInstance,
  { ctx, requireUser, limits }: ModuleDeps,
  uploads: ResumableUploadService,
  requests: RequestUploadGate | null = null,
): Promise<void> {
  app.decorate('resumableUploads', { expireIdle: uploads.expireIdle });
  await registerSignedInRoutes(app, requireUser, 'upload', (scope) =>
    registerResumableUploadRoutes(scope, uploads, ctx.config.maxUploadBytes),
  );
  if (requests) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, tags: ['file-requests'] };
      });
      const endpoint: TusEndpoint = {
        path: '/api/requests/public/:slug/uploads',
        params: uploadIdParams.extend({ slug: z.string().min(1).max(64) }),
        base: (request) => requestUploadsPath(slugOf(request.params)),
        actorOf: async (request) => {
          const visitor = await requests.admit(slugOf(request.params), tokenOf(request.headers));
          return { owner: visitor.owner, visitor };
        },
        refusals: [401, 404],
        createGuards: [rateLimit(scope, limits, 'fileRequestUploadPerIp', byIp)],
      };
      registerResumableUploadRoutes(zodApp(scope), uploads, ctx.config.maxUploadBytes, endpoint);
    });
  }

  let timer: NodeJS.Timeout | undefined;
  const expire = () =>
    void uploads.expireIdle().catch((error: unknown) => ctx.log.error({ err: error }, 'upload expiry failed'));
  app.addHook('onReady', async () => {
    expire();
    timer = setInterval(expire, EXPIRE_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
