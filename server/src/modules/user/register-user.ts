import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { registerAvatarRoutes } from './avatar.routes.ts';
import { createAvatarService } from './avatar.service.ts';
import { createDeleteAccountService } from './delete-account.service.ts';
import { createPasswordChangeService } from './password-change.service.ts';
import { registerUserRoutes } from './user.routes.ts';
import { createUserService } from './user.service.ts';

/** The signed-in user's own account: profile, preferences, password, e-mail change, avatar, deletion. */
export async function registerUser(app: FastifyInstance, { ctx, requireUser, limits }: ModuleDeps): Promise<void> {
  const avatars = createAvatarService(ctx);
  await registerSignedInRoutes(app, requireUser, 'user', async (scope) => {
    registerUserRoutes(scope, {
      users: createUserService(ctx),
      passwords: createPasswordChangeService(ctx),
      deletion: createDeleteAccountService(ctx),
      limits,
      secureCookie: ctx.config.appUrl.startsWith('https://'),
    });
    // Multipart only where the avatar upload is: elsewhere a multipart body stays a 415.
    await scope.register(async (avatarScope) => {
      await avatarScope.register(multipart);
      registerAvatarRoutes(avatarScope, avatars);
    });
  });
}
