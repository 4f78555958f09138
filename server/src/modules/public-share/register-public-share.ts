import type { FastifyInstance } from 'fastify';
import { isoNow } from '../../db/time.ts';
import { zodApp } from '../../http/zod-app.ts';
import { createOpenStreams } from '../../http/open-streams.ts';
import { runPeriodicWhileOpen } from '../../jobs/periodic.ts';
import { deleteAttemptsEndedBefore } from '../../repos/attempts.repo.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { deleteViewWindowsEndedBefore } from '../../repos/share-accounting.repo.ts';
import { deleteRecentVisitorsSeenBefore } from '../../repos/share-visitors.repo.ts';
import { registerPublicShareContentRoutes } from './public-share-content.routes.ts';
import { registerPublicShareRoutes } from './public-share.routes.ts';
import { registerRecipientCodeRoutes } from './recipient-codes.routes.ts';
import { deleteShareCodesExpiredBefore } from '../../repos/share-codes.repo.ts';
import type { PublicShareService } from './public-share.service.ts';
import { registerSharePage } from './share-page.routes.ts';
import { registerShareZipRoutes } from './share-zip.routes.ts';

const HOUR_MS = 60 * 60 * 1000;
/** How long a share's recent visitors are kept: the leak alert counts one hour; "opened" means unseen for this long. */
const RECENT_VISITORS_MS = 6 * HOUR_MS;
/** How often the access log's buffer is written (access-recorder.ts). */
const ACCESS_LOG_FLUSH_MS = 1000;

/** The anonymous side of sharing: the page, its data, the shared bytes and the raw link of a share. */
export async function registerPublicShare(
  app: FastifyInstance,
  deps: ModuleDeps,
  shares: PublicShareService,
): Promise<void> {
  const { ctx, webDist } = deps;
  const appOrigin = new URL(ctx.config.appUrl).origin;
  await app.register(async (scope) => {
    const routes = zodApp(scope);
    registerPublicShareRoutes(routes, shares);
    registerRecipientCodeRoutes(routes, shares);
    // One count of open byte responses for the file, item and ZIP routes alike.
    const streams = createOpenStreams(deps.ctx.holds, {
      perAddress: deps.connectionLimits.publicStreamsPerAddress,
      total: deps.connectionLimits.publicStreamsTotal,
    });
    registerPublicShareContentRoutes(routes, shares, appOrigin, streams);
    registerShareZipRoutes(routes, shares, appOrigin, streams);
    registerSharePage(routes, shares, { webDist, appUrl: ctx.config.appUrl });
  });

  // Ended view windows, attempt counters and visitors older than the leak alert's hour are worth nothing: swept hourly.
  runPeriodicWhileOpen(app, 'share accounting sweep', HOUR_MS, async () => {
    const now = isoNow();
    await deleteViewWindowsEndedBefore(ctx.db, now);
    await deleteAttemptsEndedBefore(ctx.db, now);
    await deleteShareCodesExpiredBefore(ctx.db, now);
    await deleteRecentVisitorsSeenBefore(ctx.db, new Date(Date.now() - RECENT_VISITORS_MS).toISOString());
  });

  // The access log is written behind the requests, every second, and a last time once the server stopped answering
  // (onClose hooks run newest first: before app.ts closes the database).
  runPeriodicWhileOpen(app, 'share access log', ACCESS_LOG_FLUSH_MS, shares.flushAccessLog);
  app.addHook('onClose', async () => {
    await shares.flushAccessLog().catch((err: unknown) => app.log.warn({ err }, 'share access log failed'));
  });
}
