import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerTimelineRoutes } from './timeline.routes.ts';
import type { TimelineService } from './timeline.service.ts';

/** The Photos timeline of the signed-in user (docs/product.md, Photos). */
export async function registerTimeline(
  app: FastifyInstance,
  { requireUser }: ModuleDeps,
  timeline: TimelineService,
): Promise<void> {
  await registerSignedInRoutes(app, requireUser, 'timeline', (scope) => registerTimelineRoutes(scope, timeline));
}
