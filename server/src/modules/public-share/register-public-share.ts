import type { FastifyInstance } from 'fastify';
import { isoNow } from '../../db/time.ts';
import { zodApp } from '../../http/zod-app.ts';
import { runPeriodicWhileOpen } from '../../jobs/periodic.ts';
import { deleteAttemptsEndedBefore } from '../../repos/attempts.repo.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { deleteViewWindowsEndedBefore } from '../../repos/share-accounting.repo.ts';
import { registerPublicShareContentRoutes } from './public-share-content.routes.ts';
import { registerPublicShareRoutes } from './public-share.routes.ts';
import type { PublicShareService } from './public-share.service.ts';
import { registerSharePage } from './share-page.routes.ts';

const HOUR_MS = 60 * 60 * 1000;

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
    registerPublicShareContentRoutes(
      routes,
      shares,
      appOrigin,
      { perAddress: deps.connectionLimits.publicStreamsPerAddress, total: deps.connectionLimits.publicStreamsTotal },
      deps.ctx.holds,
    );
    registerSharePage(routes, shares, { webDist, appUrl: ctx.config.appUrl });
  });

  // Ended view windows and attempt counters are worth nothing: swept hourly.
  runPeriodicWhileOpen(app, 'share accounting sweep', HOUR_MS, async () => {
    const now = isoNow();
    await deleteViewWindowsEndedBefore(ctx.db, now);
    await deleteAttemptsEndedBefore(ctx.db, now);
  });
}
