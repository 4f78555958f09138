import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerResumableUploadRoutes } from './resumable-upload.routes.ts';
import type { ResumableUploadService } from './resumable-upload.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests expire idle uploads directly, as if a day had passed. */
    resumableUploads: { expireIdle(now?: number): Promise<number> };
  }
}

const EXPIRE_EVERY_MS = 60 * 60 * 1000;

/** Resumable uploads (tus) under /api/uploads, ending in the media module's commit; idle ones expire hourly. */
export async function registerResumableUpload(
  app: FastifyInstance,
  { ctx, requireUser }: ModuleDeps,
  uploads: ResumableUploadService,
): Promise<void> {
  app.decorate('resumableUploads', { expireIdle: uploads.expireIdle });
  await registerSignedInRoutes(app, requireUser, 'upload', (scope) =>
    registerResumableUploadRoutes(scope, uploads, ctx.config.maxUploadBytes),
  );

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
