import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { registerSessionsRoutes } from './sessions.routes.ts';
import { createSessionsService } from './sessions.service.ts';

/** The signed-in user's sessions: the list and sign-out of one or all others. */
export async function registerSessions(app: FastifyInstance, { ctx, requireUser }: ModuleDeps): Promise<void> {
  const sessions = createSessionsService(ctx);
  await registerSignedInRoutes(app, requireUser, 'user', (scope) => registerSessionsRoutes(scope, sessions));
}
