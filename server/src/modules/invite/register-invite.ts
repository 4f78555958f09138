import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../http/role-guard.ts';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { registerInviteRoutes } from './invite.routes.ts';
import { createInviteService } from './invite.service.ts';

/** Invite codes: admins and owners only; a user gets 403 on every route. */
export async function registerInvite(app: FastifyInstance, { ctx, requireUser }: ModuleDeps): Promise<void> {
  const invites = createInviteService(ctx);
  await registerSignedInRoutes(app, requireUser, 'invite', (scope) => {
    scope.addHook('onRequest', requireRole('admin', 'owner'));
    registerInviteRoutes(scope, invites);
  });
}
