import type { FastifyInstance } from 'fastify';
import { isoNow } from '../../db/time.ts';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { zodApp } from '../../http/zod-app.ts';
import { runPeriodicWhileOpen } from '../../jobs/periodic.ts';
import { deleteExpiredOidcRows } from '../../repos/oidc-flow.repo.ts';
import type { IdentitiesService } from './identities.service.ts';
import { registerIdentitiesRoutes } from './identities.routes.ts';
import { registerOidcRoutes } from './oidc.routes.ts';
import type { OidcService } from './oidc.service.ts';

export interface OidcServices {
  /** Null when OIDC_* are not set: the routes answer 404 OIDC_NOT_CONFIGURED. */
  oidc: OidcService | null;
  identities: IdentitiesService;
}

const TEN_MINUTES_MS = 10 * 60_000;

/** Single sign-on: the provider's redirects, the finishing calls, linked identities, and the sweep of spent flows. */
export async function registerOidc(
  app: FastifyInstance,
  { ctx, requireUser, limits }: ModuleDeps,
  services: OidcServices,
): Promise<void> {
  registerOidcRoutes(zodApp(app), services.oidc, ctx, limits);
  const secure = ctx.config.appUrl.startsWith('https://');
  await registerSignedInRoutes(app, requireUser, 'user', (scope) =>
    registerIdentitiesRoutes(scope, services.identities, secure),
  );
  // A delete by time: harmless on several instances at once.
  runPeriodicWhileOpen(app, 'single sign-on flow sweep', TEN_MINUTES_MS, () => deleteExpiredOidcRows(ctx.db, isoNow()));
}
