import {
  authenticationOptionsResponse,
  passkeySignInRequest,
  passkeySignInResponse,
} from '@vaultbox/common/schemas/passkeys.ts';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { byIp, rateLimit, type RateLimits } from '../../http/rate-limits.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { setSessionCookie } from '../../http/session-cookie.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { PasskeysService } from './passkeys.service.ts';

const tags = ['auth'];

/**
 * HTTP only: the discoverable passkey sign-in, POST /api/auth/passkey/options then POST /api/auth/passkey, which
 * answers exactly what POST /api/auth/login answers (the session cookie too).
 */
export function registerPasskeySignInRoutes(
  app: ZodApp,
  passkeys: PasskeysService,
  ctx: AppContext,
  limits: RateLimits,
): void {
  const secureCookie = ctx.config.appUrl.startsWith('https://');
  // A stranger's options each store a challenge (swept after 5 minutes): as many as e-mail look-ups, no more.
  const optionsLimit = [rateLimit(app, limits, 'lookupPerIp', byIp)];

  app.post('/api/auth/passkey/options', {
    schema: { tags, response: { 200: authenticationOptionsResponse, ...errorResponses(403, 429) } },
    preHandler: optionsLimit,
    handler: async () => ok(await passkeys.signInOptions()),
  });

  app.post('/api/auth/passkey', {
    schema: {
      tags,
      body: passkeySignInRequest,
      response: { 200: passkeySignInResponse, ...errorResponses(400, 401, 403, 429) },
    },
    handler: async (request, reply) => {
      const data = await passkeys.signIn(request.body, requestMeta(request));
      setSessionCookie(reply, data.token, data.expiresAt, secureCookie);
      return ok({ data });
    },
  });
}
