import {
  apiTokenIdParams,
  apiTokensResponse,
  createApiTokenRequest,
  createApiTokenResponse,
  revokedApiTokensResponse,
} from '@vaultbox/common/schemas/api-tokens.ts';
import { messageResponse } from '@vaultbox/common/schemas/common.ts';
import { currentSession } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { created, ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { ApiTokensService } from './api-tokens.service.ts';

// Tokens are managed in a session only: a token never makes, lists or revokes tokens (docs/security.md, API tokens).
const config = { scope: 'session' } as const;

/** HTTP only: GET and POST /api/user/tokens, DELETE /api/user/tokens (all) and /api/user/tokens/{id}. */
export function registerApiTokensRoutes(app: ZodApp, tokens: ApiTokensService): void {
  app.get('/api/user/tokens', {
    config,
    schema: { response: { 200: apiTokensResponse, ...errorResponses(401, 403) } },
    handler: async (request) => ok({ tokens: await tokens.list(currentSession(request).user.id) }),
  });

  app.post('/api/user/tokens', {
    config,
    schema: {
      body: createApiTokenRequest,
      response: { 201: createApiTokenResponse, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) =>
      created(reply, await tokens.create(currentSession(request).user, request.body, requestMeta(request))),
  });

  app.delete('/api/user/tokens', {
    config,
    schema: { response: { 200: revokedApiTokensResponse, ...errorResponses(401, 403) } },
    handler: async (request) => {
      const revoked = await tokens.revokeAll(currentSession(request).user.id, requestMeta(request));
      return ok({ revoked, message: `Revoked ${revoked} API ${revoked === 1 ? 'token' : 'tokens'}` });
    },
  });

  app.delete('/api/user/tokens/:id', {
    config,
    schema: { params: apiTokenIdParams, response: { 200: messageResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await tokens.revoke(currentSession(request).user.id, request.params.id, requestMeta(request));
      return ok({ message: 'API token revoked' });
    },
  });
}
