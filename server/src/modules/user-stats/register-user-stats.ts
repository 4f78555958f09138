import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerUserStatsRoutes } from './user-stats.routes.ts';
import type { UserStatsService } from './user-stats.service.ts';

/** The dashboard's figures of the signed-in user: stats and recent files. */
export async function registerUserStats(
  app: FastifyInstance,
  { requireUser }: ModuleDeps,
  stats: UserStatsService,
): Promise<void> {
  await registerSignedInRoutes(app, requireUser, 'user', (scope) => registerUserStatsRoutes(scope, stats));
}
