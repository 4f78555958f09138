import type { FastifyInstance } from 'fastify';
import { zodApp } from '../../http/zod-app.ts';
import { runPeriodicWhileOpen } from '../../jobs/periodic.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createEmailChangeService } from '../user/email-change.service.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { HOUR_MS, sweepExpiredTokens } from './expired-token-sweeper.ts';
import { ensureOwnerAccount } from './owner-bootstrap.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { createRegistrationService } from './registration.service.ts';

/** Accounts: the owner of an unattended install, the /api/auth calls, and the hourly sweep of expired tokens. */
export async function registerAuth(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { ctx, sessions, limits } = deps;
  await ensureOwnerAccount(ctx);
  registerAuthRoutes(zodApp(app), {
    ctx,
    sessions,
    auth: createAuthService(ctx, sessions, limits),
    registration: createRegistrationService(ctx),
    passwordReset: createPasswordResetService(ctx),
    emailChange: createEmailChangeService(ctx),
    limits,
  });
  runPeriodicWhileOpen(app, 'expired token sweep', HOUR_MS, () => sweepExpiredTokens(ctx));
}
