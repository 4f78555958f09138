import type { FastifyInstance } from 'fastify';
import { zodApp } from '../../http/zod-app.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { webBuildId } from './build-id.ts';
import { addMaintenanceGate } from './maintenance-gate.http.ts';
import type { Maintenance } from './maintenance.service.ts';
import { registerSystemRoutes } from './system.routes.ts';

/**
 * The instance's facts and maintenance mode. Register it before the other modules: its gate is a root hook, and only
 * routes registered after it pass through it.
 */
export function registerSystem(app: FastifyInstance, { ctx, webDist }: ModuleDeps, maintenance: Maintenance): void {
  addMaintenanceGate(app, maintenance);
  registerSystemRoutes(zodApp(app), { config: ctx.config, maintenance, buildId: webBuildId(webDist) });
}
