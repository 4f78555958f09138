import type { FastifyInstance } from 'fastify';
import type { MaintenanceSwitch } from '../../domain/ports.ts';
import { requireRole } from '../../http/role-guard.ts';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerAdminTwoFactorRoutes } from './admin-two-factor.routes.ts';
import { registerAdminRoutes } from './admin.routes.ts';
import type { AdminService } from './admin.service.ts';

/**
 * User management, site statistics and maintenance mode (docs/product.md, Calls: Admin): owners only; others get 403.
 * Clearing a locked-out person's two-factor is open to admins too.
 */
export async function registerAdmin(
  app: FastifyInstance,
  { requireUser }: ModuleDeps,
  { admin, maintenance }: { admin: AdminService; maintenance: MaintenanceSwitch },
): Promise<void> {
  await registerSignedInRoutes(app, requireUser, 'admin', (scope) => {
    scope.addHook('onRequest', requireRole('owner'));
    registerAdminRoutes(scope, admin, maintenance);
  });
  await registerSignedInRoutes(app, requireUser, 'admin', (scope) => {
    scope.addHook('onRequest', requireRole('admin', 'owner'));
    registerAdminTwoFactorRoutes(scope, admin);
  });
}
