import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@vaultbox/common/constants.ts';
import { AppError, unauthorizedError } from '../errors.ts';
import { API_TOKEN_PREFIX } from '@vaultbox/common/schemas/api-tokens.ts';
import type { Authenticated, SessionAuthenticated } from '../domain/account/authenticated.ts';
import type { ApiTokenLookup, SessionLookup } from '../domain/ports.ts';
import { isSameOrigin, isStateChanging } from './origin-check.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook on routes that require a signed-in user. */
    auth: Authenticated | null;
  }
}

export interface PresentedToken {
  token: string;
  via: 'bearer' | 'cookie';
}

/** The bearer header wins over the cookie: an explicit credential is what the client meant. */
export function presentedToken(request: FastifyRequest): PresentedToken | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (match) return { token: match[1], via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

export const originRefusedError = () => new AppError('ORIGIN_MISMATCH');

/** Throws 403 when a cookie-authenticated write does not come from our own pages. */
export function assertCookieOrigin(request: FastifyRequest, presented: PresentedToken, appOrigin: string): void {
  if (presented.via === 'cookie' && isStateChanging(request.method) && !isSameOrigin(request, appOrigin)) {
    throw originRefusedError();
  }
}

/**
 * preHandler for routes that need a signed-in, active user. A bearer `vbx_...` is a personal API token (docs/security.md,
 * API tokens); a cookie never is. What a token may reach is checked by the route group (signed-in-routes.ts).
 */
export function authenticate(sessions: SessionLookup, appOrigin: string, apiTokens?: ApiTokenLookup) {
  return async (request: FastifyRequest): Promise<void> => {
    const presented = presentedToken(request);
    if (!presented) throw unauthorizedError();
    assertCookieOrigin(request, presented, appOrigin);
    let auth: Authenticated | null = null;
    if (apiTokens && presented.via === 'bearer' && presented.token.startsWith(API_TOKEN_PREFIX)) {
      auth = await apiTokens.authenticate(presented.token, request.ip || null);
    }
    // A session token is random and may begin with the prefix too (once in 16 million): it is still looked up.
    auth ??= await sessions.authenticate(presented.token);
    if (!auth) throw unauthorizedError();
    request.auth = auth;
  };
}

/** The signed-in user of a route guarded by authenticate(). */
export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorizedError();
  return request.auth;
}

/**
 * The session of a security route (password, 2FA, sessions, tokens, account deletion): an API token never gets this
 * far (its route group refuses it), and is refused here again should a route be declared wrongly.
 */
export function currentSession(request: FastifyRequest): SessionAuthenticated {
  const auth = currentAuth(request);
  if (auth.token) throw new AppError('TOKEN_NOT_ALLOWED');
  return auth;
}

/** The id of the signed-in user of a route guarded by authenticate(). */
export const currentUserId = (request: FastifyRequest): string => currentAuth(request).user.id;
