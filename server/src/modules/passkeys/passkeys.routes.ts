import { messageResponse } from '@vaultbox/common/schemas/common.ts';
import {
  passkeyIdParams,
  passkeyResponse,
  passkeysResponse,
  registerPasskeyRequest,
  registrationOptionsResponse,
  renamePasskeyRequest,
} from '@vaultbox/common/schemas/passkeys.ts';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { byUser, rateLimit, type RateLimits } from '../../http/rate-limits.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { created, ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { PasskeysService } from './passkeys.service.ts';

// Security routes: a session only, never an API token (docs/security.md, API tokens).
const config = { scope: 'session' } as const;

/** HTTP only: the signed-in user's passkeys under /api/user/passkeys (docs/product.md, Passkeys). */
export function registerPasskeysRoutes(app: ZodApp, passkeys: PasskeysService, limits: RateLimits): void {
  // Each ceremony stores a challenge: a stolen session gets a few, not many.
  const ceremonyLimit = [rateLimit(app, limits, 'accountSecretPerUser', byUser)];

  app.get('/api/user/passkeys', {
    config,
    schema: { response: { 200: passkeysResponse, ...errorResponses(401) } },
    handler: async (request) => ok({ passkeys: await passkeys.list(currentAuth(request).user) }),
  });

  app.post('/api/user/passkeys/register/options', {
    config,
    schema: { response: { 200: registrationOptionsResponse, ...errorResponses(401, 403, 409, 429) } },
    preHandler: ceremonyLimit,
    handler: async (request) => ok(await passkeys.registrationOptions(currentAuth(request).user)),
  });

  app.post('/api/user/passkeys/register', {
    config,
    schema: {
      body: registerPasskeyRequest,
      response: { 201: passkeyResponse, ...errorResponses(400, 401, 403, 409, 429) },
    },
    preHandler: ceremonyLimit,
    handler: async (request, reply) => {
      const passkey = await passkeys.register(currentAuth(request).user, request.body, requestMeta(request));
      return created(reply, { passkey, message: 'Passkey added' });
    },
  });

  app.patch('/api/user/passkeys/:id', {
    config,
    schema: {
      params: passkeyIdParams,
      body: renamePasskeyRequest,
      response: { 200: messageResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      await passkeys.rename(currentAuth(request).user, request.params.id, request.body.name);
      return ok({ message: 'Passkey renamed' });
    },
  });

  app.delete('/api/user/passkeys/:id', {
    config,
    schema: { params: passkeyIdParams, response: { 200: messageResponse, ...errorResponses(401, 404, 409) } },
    handler: async (request) => {
      await passkeys.remove(currentAuth(request).user, request.params.id, requestMeta(request));
      return ok({ message: 'Passkey removed' });
    },
  });
}
