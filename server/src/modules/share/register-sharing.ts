import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerShareRoutes } from './share.routes.ts';
import type { ShareService } from './share.service.ts';

/** The owner's side of sharing: create, list, edit and delete share links (docs/product.md, Shares). */
export async function registerSharing(
  app: FastifyInstance,
  { requireUser }: ModuleDeps,
  shares: ShareService,
): Promise<void> {
  await registerSignedInRoutes(app, requireUser, 'share', (scope) => registerShareRoutes(scope, shares));
}
