import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import { runPeriodicWhileOpen } from '../../jobs/periodic.ts';
import { registerShareActivityRoutes } from './share-activity.routes.ts';
import type { ShareActivityService } from './share-activity.service.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A share link's access log for its owner (docs/product.md, Share access log): the timeline and its CSV; entries older
 * than ACCESS_LOG_DAYS are deleted hourly (a delete by time: every instance may run it).
 */
export async function registerShareActivity(
  app: FastifyInstance,
  { requireUser }: ModuleDeps,
  activity: ShareActivityService,
): Promise<void> {
  await registerSignedInRoutes(app, requireUser, 'share', (scope) => registerShareActivityRoutes(scope, activity));
  runPeriodicWhileOpen(app, 'share access log pruning', HOUR_MS, async () => {
    await activity.prune();
  });
}
