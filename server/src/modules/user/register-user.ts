import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerAvatarRoutes } from './avatar.routes.ts';
import type { AvatarService } from './avatar.service.ts';
import type { DeleteAccountService } from './delete-account.service.ts';
import type { PasswordChangeService } from './password-change.service.ts';
import { registerUserRoutes } from './user.routes.ts';
import type { UserService } from './user.service.ts';

/** The user area's services (built in services.ts). */
export interface UserServices {
  users: UserService;
  passwords: PasswordChangeService;
  deletion: DeleteAccountService;
  avatars: AvatarService;
}

/** The signed-in user's own account: profile, preferences, password, e-mail change, avatar, deletion. */
export async function registerUser(
  app: FastifyInstance,
  { ctx, requireUser, limits }: ModuleDeps,
  { users, passwords, deletion, avatars }: UserServices,
): Promise<void> {
  await registerSignedInRoutes(app, requireUser, 'user', async (scope) => {
    registerUserRoutes(scope, {
      users,
      passwords,
      deletion,
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
