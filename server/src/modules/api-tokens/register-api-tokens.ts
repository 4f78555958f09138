import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import { registerApiTokensRoutes } from './api-tokens.routes.ts';
import type { ApiTokensService } from './api-tokens.service.ts';

/** The signed-in user's personal API tokens (docs/product.md, API tokens): list, create, revoke one or all. */
export async function registerApiTokens(
  app: FastifyInstance,
  { requireUser }: ModuleDeps,
  tokens: ApiTokensService,
): Promise<void> {
  await registerSignedInRoutes(app, requireUser, 'user', (scope) => registerApiTokensRoutes(scope, tokens));
}
