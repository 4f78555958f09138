import {
  revokedSessionsResponse,
  sessionIdParams,
  sessionsResponse,
} from '@vaultbox/common/schemas/account-security.ts';
import { messageResponse } from '@vaultbox/common/schemas/common.ts';
import { currentSession } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { SessionsService } from './sessions.service.ts';

/** HTTP only: GET /api/user/sessions, DELETE /api/user/sessions/all and /api/user/sessions/{id}. */
export function registerSessionsRoutes(app: ZodApp, sessions: SessionsService): void {
  app.get('/api/user/sessions', {
    config: { scope: 'session' },
    schema: { response: { 200: sessionsResponse, ...errorResponses(401) } },
    handler: async (request) => ok({ sessions: await sessions.list(currentSession(request)) }),
  });

  // A static path wins over the parametric one below, whatever the order.
  app.delete('/api/user/sessions/all', {
    config: { scope: 'session' },
    schema: { response: { 200: revokedSessionsResponse, ...errorResponses(401) } },
    handler: async (request) => {
      const revoked = await sessions.revokeOthers(currentSession(request), requestMeta(request));
      return ok({ revoked, message: `Signed out of ${revoked} other ${revoked === 1 ? 'session' : 'sessions'}` });
    },
  });

  app.delete('/api/user/sessions/:id', {
    config: { scope: 'session' },
    schema: { params: sessionIdParams, response: { 200: messageResponse, ...errorResponses(401, 404) } },
    handler: async (request) => {
      await sessions.revoke(currentSession(request), request.params.id, requestMeta(request));
      return ok({ message: 'Session signed out' });
    },
  });
}
