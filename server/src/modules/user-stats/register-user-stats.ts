import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { registerUserStatsRoutes } from './user-stats.routes.ts';
import { createUserStatsService } from './user-stats.service.ts';

/** The dashboard's figures of the signed-in user: stats and recent files. */
export async function registerUserStats(app: FastifyInstance, { ctx, requireUser }: ModuleDeps): Promise<void> {
  const stats = createUserStatsService(ctx);
  await registerSignedInRoutes(app, requireUser, 'user', (scope) => registerUserStatsRoutes(scope, stats));
}
