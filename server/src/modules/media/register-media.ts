import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import { runAlone } from '../../db/instance-lock.ts';
import { JobRunner } from '../../jobs/job-runner.ts';
import { warnIfFfmpegMissing } from '../../media-tools/ffmpeg-path.ts';
import { warnIfPdftoppmMissing } from '../../media-tools/pdf-page.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { sweepStorage, type SweepOptions, type SweepReport } from './blob-sweep.ts';
import { registerMediaContentRoutes } from './media-content.routes.ts';
import { createMediaContentService } from './media-content.service.ts';
import { registerMediaUploadRoutes } from './media-upload.routes.ts';
import { createMediaUploadService, PROCESS_MEDIA_JOB, type MediaUploadService } from './media-upload.service.ts';
import { registerMediaRoutes } from './media.routes.ts';
import { createMediaService } from './media.service.ts';
import { createMakePreviewJob, MAKE_PREVIEW_JOB } from './make-preview.job.ts';
import { createProcessMediaJob } from './process-media.job.ts';

/** The media runtime of an app: tests wait for its jobs and run its sweep directly. */
export interface MediaRuntime {
  jobs: JobRunner;
  /**
   * Browser-viewable copies (transcodes) and copies without metadata: a runner of their own, so one long video never
   * holds up thumbnails, with two slots and one job per user, so it never holds up another user's copies either.
   */
  previews: JobRunner;
  sweep(options?: SweepOptions): Promise<SweepReport>;
  /** The one commit of uploaded files, which resumable uploads end with too. */
  uploads: MediaUploadService;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaRuntime;
  }
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SKIPPED_SWEEP: SweepReport = { tempBlobs: 0, orphanBlobs: 0, plaintextCopies: 0, skipped: true };

/**
 * Everything of the media area: upload, library and content routes, the background job runner and the storage sweep
 * (both started when the app is ready, stopped before it closes).
 */
export async function registerMedia(app: FastifyInstance, { ctx, requireUser }: ModuleDeps): Promise<void> {
  const jobs = new JobRunner(ctx.db, ctx.log);
  // Two copies at once, never two of one user: a long transcode (at most TRANSCODE_MAX_SECONDS) leaves the other
  // slot to the next user's files. A transcode's lease outlives an idle poll by far: its heartbeat keeps it.
  const previews = new JobRunner(ctx.db, ctx.log, { pollMs: 5000, slots: 2, onePerOwner: true });
  jobs.register(
    PROCESS_MEDIA_JOB,
    createProcessMediaJob(ctx, () => previews.kick()),
  );
  previews.register(MAKE_PREVIEW_JOB, createMakePreviewJob(ctx));
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = (options?: SweepOptions) => {
    // One instance sweeps at a time; the others skip their turn.
    const run = sweeping.then(
      async () => (await runAlone(ctx.db, 'storageSweep', () => sweepStorage(ctx, options))) ?? SKIPPED_SWEEP,
    );
    sweeping = run.catch(() => undefined);
    return run;
  };
  const uploads = createMediaUploadService(ctx, () => jobs.kick());
  app.decorate('media', { jobs, previews, sweep, uploads });

  const media = createMediaService(ctx);
  const content = createMediaContentService(ctx);
  await registerSignedInRoutes(app, requireUser, 'media', async (scope) => {
    // Multipart only where uploads are: elsewhere a multipart body stays a 415.
    await scope.register(async (uploadScope) => {
      await uploadScope.register(multipart);
      registerMediaUploadRoutes(uploadScope, uploads, ctx.config.maxUploadBytes);
    });
    registerMediaRoutes(scope, media);
    registerMediaContentRoutes(scope, content);
  });

  let timer: NodeJS.Timeout | undefined;
  const sweepInBackground = () =>
    void sweep().catch((error: unknown) => ctx.log.error({ err: error }, 'storage sweep failed'));
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
