import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { registerAccountActivityRoutes } from './account-activity.routes.ts';
import { createAccountActivityService } from './account-activity.service.ts';

/** The signed-in user's activity list (sign-ins, security changes, uploads, deletions, shares, exports). */
export async function registerAccountActivity(app: FastifyInstance, { ctx, requireUser }: ModuleDeps): Promise<void> {
  const activity = createAccountActivityService(ctx);
  await registerSignedInRoutes(app, requireUser, 'user', (scope) => registerAccountActivityRoutes(scope, activity));
}
