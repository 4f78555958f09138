import type { FastifyRequest, RouteOptions } from 'fastify';
import {
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  mayHoldAdminScope,
  SCOPE_REQUIRED_CODE,
} from '@vaultbox/common/schemas/api-tokens.ts';
import { AppError } from '../errors.ts';

/**
 * What a signed-in route needs of the credential that calls it (docs/security.md, API tokens): a token scope, or
 * `session` for the security routes (password, 2FA, sessions, tokens, passkeys, linked identities, account deletion),
 * which no API token ever reaches. Every route of a signed-in group declares one, as `config: { scope }`.
 */
export type RouteScope = ApiTokenScope | 'session';

/** A route that does two things a token may be allowed separately (upload a file and share it) names both. */
export type RouteScopes = RouteScope | readonly ApiTokenScope[];

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: RouteScopes;
  }
  interface FastifySchema {
    /** The scope a signed-in route declared, as the OpenAPI document shows it (signed-in-routes.ts). */
    'x-token-scope'?: 'session' | readonly ApiTokenScope[];
  }
}

/** A declared scope as `session` or the list of token scopes it needs; null when nothing (valid) is declared. */
export function neededScopes(declared: unknown): 'session' | readonly ApiTokenScope[] | null {
  if (declared === 'session') return 'session';
  const list = Array.isArray(declared) ? (declared as unknown[]) : [declared];
  const known = list.filter((scope): scope is ApiTokenScope => API_TOKEN_SCOPES.includes(scope as ApiTokenScope));
  return known.length > 0 && known.length === list.length ? known : null;
}

/**
 * For the onRoute hook of a signed-in group: the route's needed scopes, or a start-up failure naming the route, so a
 * route cannot be added without saying what a token needs to call it.
 */
export function declaredScopes(route: RouteOptions): 'session' | readonly ApiTokenScope[] {
  const needed = neededScopes(route.config?.scope);
  if (needed) return needed;
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  throw new Error(
    `${methods} ${route.url} is a signed-in route without config.scope: declare what an API token needs to call it ` +
      `(one of ${API_TOKEN_SCOPES.join(', ')}, a list of them, or 'session'; docs/security.md, API tokens)`,
  );
}

/**
 * After a signed-in group's guard: a request made with an API token is refused unless the token has every scope the
 * route needs; a `session` route refuses every token. The `admin` scope also needs the account to still be an admin
 * or owner (the group's requireRole still applies). A session passes untouched.
 */
export async function refuseTokenBeyondScope(request: FastifyRequest): Promise<void> {
  const auth = request.auth;
  if (!auth?.token) return;
  const needed = neededScopes(request.routeOptions.config.scope);
  if (needed === null || needed === 'session') throw new AppError('TOKEN_NOT_ALLOWED');
  for (const scope of needed) {
    const held = auth.token.scopes.includes(scope) && (scope !== 'admin' || mayHoldAdminScope(auth.user.role));
    if (!held) throw new AppError(SCOPE_REQUIRED_CODE[scope]);
  }
}
