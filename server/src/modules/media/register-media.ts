import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { JobRunner } from '../../jobs/job-runner.ts';
import { warnIfFfmpegMissing } from '../../media/ffmpeg-path.ts';
import { registerUserStatsRoutes } from '../user-stats/user-stats.routes.ts';
import { createUserStatsService } from '../user-stats/user-stats.service.ts';
import { sweepStorage, type SweepOptions, type SweepReport } from './blob-sweep.ts';
import { registerMediaContentRoutes } from './media-content.routes.ts';
import { createMediaContentService } from './media-content.service.ts';
import { registerMediaUploadRoutes } from './media-upload.routes.ts';
import { createMediaUploadService, PROCESS_MEDIA_JOB } from './media-upload.service.ts';
import { registerMediaRoutes } from './media.routes.ts';
import { createMediaService } from './media.service.ts';
import { createProcessMediaJob } from './process-media.job.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

/** The media runtime of an app: tests wait for its jobs and run its sweep directly. */
export interface MediaRuntime {
  jobs: JobRunner;
  sweep(options?: SweepOptions): Promise<SweepReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaRuntime;
  }
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Everything of the media area: upload, library, content and user-stats routes, the background job runner and the
 * storage sweep (both started when the app is ready, stopped before it closes).
 */
export async function registerMedia(app: FastifyInstance, ctx: AppContext, requireUser: Guard): Promise<void> {
  const jobs = new JobRunner(ctx.db, ctx.log);
  jobs.register(PROCESS_MEDIA_JOB, createProcessMediaJob(ctx));
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = (options?: SweepOptions) => {
    const run = sweeping.then(() => sweepStorage(ctx, options));
    sweeping = run.catch(() => undefined);
    return run;
  };
  app.decorate('media', { jobs, sweep });

  // Multipart only where uploads are: elsewhere a multipart body stays a 415.
  await app.register(async (scope) => {
    await scope.register(multipart);
    registerMediaUploadRoutes(scope, createMediaUploadService(ctx, () => jobs.kick()), requireUser, ctx.config.maxUploadBytes);
  });
  registerMediaRoutes(app, createMediaService(ctx), requireUser);
  registerMediaContentRoutes(app, createMediaContentService(ctx), requireUser);
  registerUserStatsRoutes(app, createUserStatsService(ctx), requireUser);

  let timer: NodeJS.Timeout | undefined;
  const sweepInBackground = () => void sweep().catch((error: unknown) => ctx.log.error({ err: error }, 'storage sweep failed'));
  app.addHook('onReady', async () => {
    void warnIfFfmpegMissing((message) => ctx.log.warn(message));
    jobs.start();
    sweepInBackground();
    timer = setInterval(sweepInBackground, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await jobs.stop();
    await sweeping;
  });
}
