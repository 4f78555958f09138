import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { registerShareRoutes } from './share.routes.ts';
import { createShareService } from './share.service.ts';

/** The owner's side of sharing: create, list, edit and delete share links (docs/product.md, Shares). */
export async function registerSharing(app: FastifyInstance, { ctx, requireUser }: ModuleDeps): Promise<void> {
  const shares = createShareService(ctx);
  await registerSignedInRoutes(app, requireUser, 'share', (scope) => registerShareRoutes(scope, shares));
}
