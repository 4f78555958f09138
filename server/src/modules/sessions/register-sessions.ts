import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerSessionsRoutes } from './sessions.routes.ts';
import type { SessionsService } from './sessions.service.ts';

/** The signed-in user's sessions: the list and sign-out of one or all others. */
export async function registerSessions(
  app: FastifyInstance,
  { requireUser }: ModuleDeps,
  sessions: SessionsService,
): Promise<void> {
  await registerSignedInRoutes(app, requireUser, 'user', (scope) => registerSessionsRoutes(scope, sessions));
}
