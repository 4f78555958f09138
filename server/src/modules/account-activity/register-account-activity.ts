import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerAccountActivityRoutes } from './account-activity.routes.ts';
import type { AccountActivityService } from './account-activity.service.ts';

/** The signed-in user's activity list (sign-ins, security changes, uploads, deletions, shares, exports). */
export async function registerAccountActivity(
  app: FastifyInstance,
  { requireUser }: ModuleDeps,
  activity: AccountActivityService,
): Promise<void> {
  await registerSignedInRoutes(app, requireUser, 'user', (scope) => registerAccountActivityRoutes(scope, activity));
}
