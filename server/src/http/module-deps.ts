import type { AppContext } from '../context.ts';
import type { ConnectionLimits } from './connection-limits.ts';
import type { RateLimits } from './rate-limits.ts';
import type { Guard } from './signed-in-routes.ts';

/** What app.ts hands every module's register function beside its own services (services.ts): shared by all. */
export interface ModuleDeps {
  ctx: AppContext;
  /** Lets a signed-in, active user through (bearer or cookie, Origin-checked for cookie writes), else 401/403. */
  requireUser: Guard;
  limits: RateLimits;
  connectionLimits: ConnectionLimits;
  /** Where the built web app lives: /s/{slug} serves its index.html. */
  webDist: string;
}
