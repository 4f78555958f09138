import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerTwoFactorRoutes } from './two-factor.routes.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/** Two-factor set-up of the signed-in user; sign-in itself checks codes in the auth module. */
export async function registerTwoFactor(
  app: FastifyInstance,
  { requireUser, limits }: ModuleDeps,
  twoFactor: TwoFactorService,
): Promise<void> {
  await registerSignedInRoutes(app, requireUser, 'user', (scope) => registerTwoFactorRoutes(scope, twoFactor, limits));
}
