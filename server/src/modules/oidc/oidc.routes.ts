import { loginResponse } from '@vaultbox/common/schemas/auth.ts';
import {
  oidcLinkRequest,
  oidcPendingResponse,
  oidcRegisterRequest,
  oidcSessionRequest,
  oidcTicketRequest,
} from '@vaultbox/common/schemas/oidc.ts';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { byIp, rateLimit, type RateLimits } from '../../http/rate-limits.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { setSessionCookie } from '../../http/session-cookie.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import { OidcExchangeError } from './oidc-client.ts';
import { type OidcService, WEB_PATHS } from './oidc.service.ts';

/** The browser's cookie naming its started flow: sent only to the callback, for 10 minutes. */
export const FLOW_COOKIE = 'vb_oidc_flow';
const CALLBACK_PATH = '/api/auth/oidc/callback';
const tags = ['auth'];

export function setFlowCookie(reply: FastifyReply, value: string, secure: boolean): void {
  // SameSite=Lax: the provider's redirect back is a top-level GET from another site, which Lax lets through.
  reply.setCookie(FLOW_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, path: CALLBACK_PATH, maxAge: 600 });
}

/** HTTP only: the provider's redirects and the web app's finishing calls under /api/auth/oidc (docs/product.md, Single sign-on). */
export function registerOidcRoutes(app: ZodApp, oidc: OidcService | null, ctx: AppContext, limits: RateLimits): void {
  const secure = ctx.config.appUrl.startsWith('https://');
  const ticketLimits = [rateLimit(app, limits, 'lookupPerIp', byIp)];
  const configured = () => {
    if (!oidc) throw new AppError('OIDC_NOT_CONFIGURED');
    return oidc;
  };
  const signedIn = (reply: FastifyReply, data: { token: string; expiresAt: string }) => {
    setSessionCookie(reply, data.token, data.expiresAt, secure);
  };

  app.get('/api/auth/oidc/start', {
    schema: { tags, response: errorResponses(404, 429) },
    preHandler: ticketLimits,
    handler: async (_request, reply) => {
      try {
        const { flowCookie, redirectUrl } = await configured().start(null);
        setFlowCookie(reply, flowCookie, secure);
        return reply.redirect(redirectUrl, 302);
      } catch (error) {
        if (!(error instanceof OidcExchangeError)) throw error;
        ctx.log.warn({ reason: error.message }, 'single sign-on provider unreachable');
        return reply.redirect(`${WEB_PATHS.error}?reason=provider_error`, 302);
      }
    },
  });

  app.get(CALLBACK_PATH, {
    schema: { tags, response: errorResponses(404) },
    handler: async (request, reply) => {
      const service = configured();
      // The address the provider sent the browser back to: the registered redirect URI with this request's query.
      const callbackUrl = new URL(ctx.config.oidc?.redirectUri ?? '');
      callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
      const target = await service.callback(request.cookies[FLOW_COOKIE], callbackUrl, requestMeta(request));
      reply.clearCookie(FLOW_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: CALLBACK_PATH });
      return reply.redirect(target, 302);
    },
  });

  app.post('/api/auth/oidc/pending', {
    schema: { tags, body: oidcTicketRequest, response: { 200: oidcPendingResponse, ...errorResponses(400, 404, 429) } },
    preHandler: ticketLimits,
    handler: async (request) => configured().pending(request.body.ticket),
  });

  app.post('/api/auth/oidc/session', {
    schema: {
      tags,
      body: oidcSessionRequest,
      response: { 200: loginResponse, ...errorResponses(400, 401, 403, 404, 429) },
    },
    preHandler: ticketLimits,
    handler: async (request, reply) => {
      const { ticket, twoFactorCode } = request.body;
      const data = await configured().finishSession(ticket, twoFactorCode, requestMeta(request));
      signedIn(reply, data);
      return ok({ data });
    },
  });

  app.post('/api/auth/oidc/link', {
    schema: {
      tags,
      body: oidcLinkRequest,
      response: { 200: loginResponse, ...errorResponses(400, 401, 403, 404, 429) },
    },
    preHandler: ticketLimits,
    handler: async (request, reply) => {
      const data = await configured().finishLink(request.body, requestMeta(request));
      signedIn(reply, data);
      return ok({ data });
    },
  });

  app.post('/api/auth/oidc/register', {
    schema: {
      tags,
      body: oidcRegisterRequest,
      response: { 200: loginResponse, ...errorResponses(400, 403, 404, 429) },
    },
    preHandler: ticketLimits,
    handler: async (request, reply) => {
      const data = await configured().finishRegister(request.body, requestMeta(request));
      signedIn(reply, data);
      return ok({ data });
    },
  });
}
