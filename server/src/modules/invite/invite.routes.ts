import { idParams, messageResponse } from '@vaultbox/common/schemas/common.ts';
import {
  createInviteRequest,
  inviteCodeDetailsResponse,
  inviteCodeResponse,
  inviteListQuery,
  inviteListResponse,
} from '@vaultbox/common/schemas/invite.ts';
import { currentUserId } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { created, ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { InviteService } from './invite.service.ts';

/** HTTP only: the invite code calls. The group's guard lets only admins and owners in. */
export function registerInviteRoutes(app: ZodApp, invites: InviteService): void {
  app.post('/api/invite/create', {
    config: { scope: 'admin' },
    schema: {
      body: createInviteRequest,
      response: { 201: inviteCodeResponse, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) =>
      created(reply, { inviteCode: await invites.create(currentUserId(request), request.body, requestMeta(request)) }),
  });

  app.get('/api/invite/list', {
    config: { scope: 'admin' },
    schema: {
      querystring: inviteListQuery,
      response: { 200: inviteListResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(await invites.list(request.query)),
  });

  app.get('/api/invite/:id', {
    config: { scope: 'admin' },
    schema: {
      params: idParams,
      response: { 200: inviteCodeDetailsResponse, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => ok({ inviteCode: await invites.get(request.params.id) }),
  });

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.patch(`/api/invite/:id/${action}`, {
      config: { scope: 'admin' },
      schema: { params: idParams, response: { 200: inviteCodeResponse, ...errorResponses(401, 403, 404) } },
      handler: async (request) =>
        ok({
          inviteCode: await invites.setActive(currentUserId(request), request.params.id, active, requestMeta(request)),
        }),
    });
  }

  app.delete('/api/invite/:id', {
    config: { scope: 'admin' },
    schema: { params: idParams, response: { 200: messageResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await invites.remove(currentUserId(request), request.params.id, requestMeta(request));
      return ok({ message: 'Invite code deleted' });
    },
  });
}
