import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for cookie-authenticated writes: the browser's Origin (or, failing that, Referer) must be APP_URL's
 * origin or the origin the request was addressed to. A request carrying neither is refused.
 */
export function isSameOrigin(request: FastifyRequest, appOrigin: string): boolean {
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (!origin) return false;
  return origin === appOrigin || origin === `${request.protocol}://${request.host}`;
}
