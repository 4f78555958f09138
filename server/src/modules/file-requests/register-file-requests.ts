import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { byIp, rateLimit } from '../../http/rate-limits.ts';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import { zodApp } from '../../http/zod-app.ts';
import { registerFileRequestRoutes } from './file-requests.routes.ts';
import type { FileRequestsService } from './file-requests.service.ts';
import { registerRequestVisitorRoutes } from './request-visitor.routes.ts';
import type { RequestVisitorsService } from './request-visitors.service.ts';

/**
 * File requests (docs/product.md, File requests): the owner's links under /api/file-requests (signed-in), and the
 * visitor's page and token under /api/requests/public (open to strangers, tokens counted per address). The visitors'
 * uploads are the resumable-upload module's, which asks this module's gate (services.ts hands it over).
 */
export async function registerFileRequests(
  app: FastifyInstance,
  deps: ModuleDeps,
  services: { owner: FileRequestsService; visitors: RequestVisitorsService },
): Promise<void> {
  await registerSignedInRoutes(app, deps.requireUser, 'file-requests', (scope) =>
    registerFileRequestRoutes(scope, services.owner),
  );
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: ['file-requests'] };
    });
    const accessLimit = rateLimit(scope, deps.limits, 'fileRequestAccessPerIp', byIp);
    registerRequestVisitorRoutes(zodApp(scope), services.visitors, accessLimit);
  });
}
