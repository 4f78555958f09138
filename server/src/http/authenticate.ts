import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@vaultbox/common/constants.ts';
import { AppError, unauthorizedError } from '../errors.ts';
import type { Authenticated } from '../domain/account/authenticated.ts';
import type { SessionLookup } from '../domain/ports.ts';
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

/** preHandler for routes that need a signed-in, active user. */
export function authenticate(sessions: SessionLookup, appOrigin: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const presented = presentedToken(request);
    if (!presented) throw unauthorizedError();
    assertCookieOrigin(request, presented, appOrigin);
    const auth = await sessions.authenticate(presented.token);
    if (!auth) throw unauthorizedError();
    request.auth = auth;
  };
}

/** The signed-in user of a route guarded by authenticate(). */
export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorizedError();
  return request.auth;
}

/** The id of the signed-in user of a route guarded by authenticate(). */
export const currentUserId = (request: FastifyRequest): string => currentAuth(request).user.id;
