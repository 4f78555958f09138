import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { runPeriodicWhileOpen } from '../../jobs/periodic.ts';
import { warnIfFfmpegMissing } from '../../media-tools/ffmpeg-path.ts';
import { warnIfPdftoppmMissing } from '../../media-tools/pdf-page.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import type { SweepOptions, SweepReport } from './blob-sweep.ts';
import { registerMediaContentRoutes } from './media-content.routes.ts';
import type { MediaContentService } from './media-content.service.ts';
import { registerMediaUploadRoutes } from './media-upload.routes.ts';
import type { MediaUploadService } from './media-upload.service.ts';
import { registerMediaRoutes } from './media.routes.ts';
import type { MediaService } from './media.service.ts';

/** The media area's services and runtime, built in services.ts; tests wait for its jobs and run its sweep directly. */
export interface MediaRuntime {
  jobs: JobRunner;
  /**
   * Browser-viewable copies (transcodes) and copies without metadata: a runner of their own, so one long video never
   * holds up thumbnails, with two slots and one job per user, so it never holds up another user's copies either.
   */
  previews: JobRunner;
  sweep(options?: SweepOptions): Promise<SweepReport>;
  /** Merges SQLite's trigram index toward one segment (search-index-upkeep.ts); run at start and every minute. */
  searchIndexUpkeep(): Promise<number>;
  /** The one commit of uploaded files, which resumable uploads end with too. */
  uploads: MediaUploadService;
  library: MediaService;
  content: MediaContentService;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaRuntime;
  }
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SEARCH_INDEX_UPKEEP_EVERY_MS = 60 * 1000;

/**
 * Everything of the media area: upload, library and content routes, the background job runners and the storage sweep
 * (both started when the app is ready, stopped before it closes).
 */
export async function registerMedia(app: FastifyInstance, { ctx, requireUser }: ModuleDeps, media: MediaRuntime) {
  const { jobs, previews, sweep } = media;
  app.decorate('media', media);
  await registerSignedInRoutes(app, requireUser, 'media', async (scope) => {
    // Multipart only where uploads are: elsewhere a multipart body stays a 415.
    await scope.register(async (uploadScope) => {
      await uploadScope.register(multipart);
      registerMediaUploadRoutes(uploadScope, media.uploads, ctx.config.maxUploadBytes);
    });
    registerMediaRoutes(scope, media.library);
    registerMediaContentRoutes(scope, media.content);
  });

  runPeriodicWhileOpen(app, 'search index upkeep', SEARCH_INDEX_UPKEEP_EVERY_MS, async () => {
    await media.searchIndexUpkeep();
  });

  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweepInBackground = () => {
    sweeping = sweep().catch((error: unknown) => ctx.log.error({ err: error }, 'storage sweep failed'));
  };
  app.addHook('onReady', async () => {
    void warnIfFfmpegMissing((message) => ctx.log.warn(message));
    warnIfPdftoppmMissing((message) => ctx.log.warn(message));
    jobs.start();
    previews.start();
    sweepInBackground();
    timer = setInterval(sweepInBackground, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await Promise.all([jobs.stop(), previews.stop()]);
    await sweeping;
  });
}
