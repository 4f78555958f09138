import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';
import { createEmailChangeService } from '../user/email-change.service.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { startExpiredTokenSweeper } from './expired-token-sweeper.ts';
import { ensureOwnerAccount } from './owner-bootstrap.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { createRegistrationService } from './registration.service.ts';

/** Accounts: the owner of an unattended install, the /api/auth calls, and the hourly sweep of expired tokens. */
export async function registerAuth(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { ctx, sessions, limits } = deps;
  await ensureOwnerAccount(ctx);
  registerAuthRoutes(app, {
    ctx,
    sessions,
    auth: createAuthService(ctx, sessions, limits),
    registration: createRegistrationService(ctx),
    passwordReset: createPasswordResetService(ctx),
    emailChange: createEmailChangeService(ctx),
    limits,
  });
  let sweeper: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    sweeper = startExpiredTokenSweeper(ctx);
  });
  app.addHook('preClose', async () => {
    await sweeper?.stop();
  });
}
