import type { FastifyInstance } from 'fastify';
import { zodApp } from '../../http/zod-app.ts';
import { runPeriodicWhileOpen } from '../../jobs/periodic.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerAuthRoutes, type AuthServices } from './auth.routes.ts';
import { HOUR_MS, sweepExpiredTokens } from './expired-token-sweeper.ts';
import { ensureOwnerAccount } from './owner-bootstrap.ts';

/** Accounts: the owner of an unattended install, the /api/auth calls, and the hourly sweep of expired tokens. */
export async function registerAuth(app: FastifyInstance, { ctx, limits }: ModuleDeps, services: AuthServices) {
  await ensureOwnerAccount(ctx);
  registerAuthRoutes(zodApp(app), { ctx, limits, ...services });
  runPeriodicWhileOpen(app, 'expired token sweep', HOUR_MS, () => sweepExpiredTokens(ctx));
}
