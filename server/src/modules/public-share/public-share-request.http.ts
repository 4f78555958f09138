import type { FastifyRequest } from 'fastify';
import { SHARE_GRANT_HEADER } from '@vaultbox/common/schemas/public-share.ts';
import { isSameOrigin } from '../../http/origin-check.ts';
import type { EmbedRequest } from './embed-policy.http.ts';
import type { Credentials } from './public-share.service.ts';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Password from the body (POST forms) or ?password=; grant from ?grant= or the X-Share-Grant header. */
export function credentialsOf(request: FastifyRequest, body?: { password?: string }): Credentials {
  const query = (request.query ?? {}) as { password?: string; grant?: string };
  return {
    password: body?.password ?? query.password,
    grant: query.grant ?? header(request, SHARE_GRANT_HEADER),
    ip: request.ip,
    userAgent: header(request, 'user-agent') ?? '',
  };
}

export function embedRequestOf(request: FastifyRequest, appOrigin: string): EmbedRequest {
  const namesAnOrigin = Boolean(request.headers.origin || request.headers.referer);
  return {
    fetchSite: header(request, 'sec-fetch-site'),
    fetchDest: header(request, 'sec-fetch-dest'),
    foreignOrigin: namesAnOrigin && !isSameOrigin(request, appOrigin),
  };
}
