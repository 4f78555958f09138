import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../http/role-guard.ts';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerInviteRoutes } from './invite.routes.ts';
import type { InviteService } from './invite.service.ts';

/** Invite codes: admins and owners only; a user gets 403 on every route. */
export async function registerInvite(
  app: FastifyInstance,
  { requireUser }: ModuleDeps,
  invites: InviteService,
): Promise<void> {
  await registerSignedInRoutes(app, requireUser, 'invite', (scope) => {
    scope.addHook('onRequest', requireRole('admin', 'owner'));
    registerInviteRoutes(scope, invites);
  });
}
