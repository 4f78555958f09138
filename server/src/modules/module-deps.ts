import type { AppContext } from '../context.ts';
import type { ConnectionLimits } from '../http/connection-limits.ts';
import type { RateLimits } from '../http/rate-limits.ts';
import type { Guard } from '../http/signed-in-routes.ts';
import type { SessionService } from './auth/session.service.ts';

/** What app.ts hands every module's register function: built once, shared by all. */
export interface ModuleDeps {
  ctx: AppContext;
  sessions: SessionService;
  /** Lets a signed-in, active user through (bearer or cookie, Origin-checked for cookie writes), else 401/403. */
  requireUser: Guard;
  limits: RateLimits;
  connectionLimits: ConnectionLimits;
  /** Where the built web app lives: /s/{slug} serves its index.html. */
  webDist: string;
}
