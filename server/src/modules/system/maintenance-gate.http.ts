import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import type { Maintenance } from './maintenance.service.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes that stay open in maintenance: signing in and out, visitors opening share links (they only read), and the
 * security actions, which must never wait for the end of maintenance: a new password, ending sessions, two-factor on
 * and off, new backup codes, and an administrator clearing a locked-out person's two-factor.
 */
const STILL_OPEN = [
  /^\/api\/auth\/(login|logout|refresh)$/,
  /^\/api\/share\/public\//,
  /^\/api\/user\/password$/,
  /^\/api\/user\/sessions\/(all|:id)$/,
  /^\/api\/user\/2fa\/(enable|confirm|disable|backup-codes)$/,
  /^\/api\/admin\/users\/:id\/2fa$/,
];

/** Whether a request may run while maintenance is on: reads, the open writes above, and anything of the owner. */
export function passesMaintenance(request: FastifyRequest): boolean {
  if (!WRITES.has(request.method)) return true;
  const route = request.routeOptions.url;
  if (route === undefined || !route.startsWith('/api/')) return true;
  if (STILL_OPEN.some((pattern) => pattern.test(route))) return true;
  // Revoking API tokens is a security action too (docs/security.md, API tokens); making one can wait.
  if (request.method === 'DELETE' && /^\/api\/user\/tokens(\/:id)?$/.test(route)) return true;
  return request.auth?.user.role === 'owner';
}

/**
 * Refuses the writes of everyone but the owner with 503 MAINTENANCE_MODE while maintenance is on. A root preHandler,
 * so it runs after each route group's session guard has named the user; register it before the modules' routes.
 */
export function addMaintenanceGate(app: FastifyInstance, maintenance: Maintenance): void {
  app.addHook('preHandler', async (request) => {
    if (passesMaintenance(request)) return;
    if (await maintenance.isOn()) throw new AppError('MAINTENANCE_MODE');
  });
}
