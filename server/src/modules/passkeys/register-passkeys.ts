import type { FastifyInstance } from 'fastify';
import { zodApp } from '../../http/zod-app.ts';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { runPeriodicWhileOpen } from '../../jobs/periodic.ts';
import { isoNow } from '../../db/time.ts';
import { deleteExpiredChallenges } from '../../repos/webauthn-challenge.repo.ts';
import { registerPasskeySignInRoutes } from './passkey-sign-in.routes.ts';
import { registerPasskeysRoutes } from './passkeys.routes.ts';
import type { PasskeysService } from './passkeys.service.ts';

const TEN_MINUTES_MS = 10 * 60_000;

/** Passkeys: the signed-in user's list and ceremonies, the public sign-in, and the sweep of unused challenges. */
export async function registerPasskeys(
  app: FastifyInstance,
  { ctx, requireUser, limits }: ModuleDeps,
  passkeys: PasskeysService,
): Promise<void> {
  registerPasskeySignInRoutes(zodApp(app), passkeys, ctx, limits);
  await registerSignedInRoutes(app, requireUser, 'user', (scope) => registerPasskeysRoutes(scope, passkeys, limits));
  // A delete by time: harmless on several instances at once.
  runPeriodicWhileOpen(app, 'passkey challenge sweep', TEN_MINUTES_MS, async () => {
    await deleteExpiredChallenges(ctx.db, isoNow());
  });
}
