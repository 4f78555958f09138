import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { registerTwoFactorRoutes } from './two-factor.routes.ts';
import { createTwoFactorService } from './two-factor.service.ts';

/** Two-factor set-up of the signed-in user; sign-in itself checks codes in the auth module. */
export async function registerTwoFactor(app: FastifyInstance, { ctx, requireUser, limits }: ModuleDeps): Promise<void> {
  const twoFactor = createTwoFactorService(ctx);
  await registerSignedInRoutes(app, requireUser, 'user', (scope) => registerTwoFactorRoutes(scope, twoFactor, limits));
}
