import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { MultipartUploadPlan } from '../../domain/ports.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import { registerIntegrationsRoutes } from './integrations.routes.ts';
import type { IntegrationsService } from './integrations.service.ts';

/** Uploads from ShareX, Flameshot and scripts, with an API token (docs/product.md, Integrations). */
export async function registerIntegrations<Plan extends MultipartUploadPlan>(
  app: FastifyInstance,
  { ctx, requireUser }: ModuleDeps,
  integrations: IntegrationsService<Plan>,
): Promise<void> {
  await registerSignedInRoutes(app, requireUser, 'integrations', async (scope) => {
    // Multipart only here: elsewhere a multipart body stays a 415.
    await scope.register(multipart);
    registerIntegrationsRoutes(scope, integrations, ctx.config.maxUploadBytes);
  });
}
