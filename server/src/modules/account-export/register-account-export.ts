import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerAccountExportRoutes } from './account-export.routes.ts';
import type { AccountExportService } from './account-export.service.ts';

/** The signed-in user's data taken out: the JSON document and the archive of every file. */
export async function registerAccountExport(
  app: FastifyInstance,
  { requireUser }: ModuleDeps,
  exports: AccountExportService,
): Promise<void> {
  await registerSignedInRoutes(app, requireUser, 'user', (scope) => registerAccountExportRoutes(scope, exports));
}
