import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '@vaultbox/common/schemas/common.ts';
import {
  createInviteRequest,
  inviteCodeDetailsResponse,
  inviteCodeResponse,
  inviteIdParams,
  inviteListQuery,
  inviteListResponse,
} from '@vaultbox/common/schemas/invite.ts';
import { currentUserId } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { InviteService } from './invite.service.ts';

/** HTTP only: SPEC §7 Invite codes. The group's guard lets only admins and owners in. */
export function registerInviteRoutes(root: FastifyInstance, invites: InviteService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['invite'];

  app.post('/api/invite/create', {
    schema: {
      tags,
      body: createInviteRequest,
      response: { 201: inviteCodeResponse, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const inviteCode = await invites.create(currentUserId(request), request.body, requestMeta(request));
      return reply.status(201).send({ success: true as const, inviteCode });
    },
  });

  app.get('/api/invite/list', {
    schema: {
      tags,
      querystring: inviteListQuery,
      response: { 200: inviteListResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({ success: true as const, ...(await invites.list(request.query)) }),
  });

  app.get('/api/invite/:id', {
    schema: {
      tags,
      params: inviteIdParams,
      response: { 200: inviteCodeDetailsResponse, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, inviteCode: await invites.get(request.params.id) }),
  });

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.patch(`/api/invite/:id/${action}`, {
      schema: { tags, params: inviteIdParams, response: { 200: inviteCodeResponse, ...errorResponses(401, 403, 404) } },
      handler: async (request) => ({
        success: true as const,
        inviteCode: await invites.setActive(currentUserId(request), request.params.id, active, requestMeta(request)),
      }),
    });
  }

  app.delete('/api/invite/:id', {
    schema: { tags, params: inviteIdParams, response: { 200: messageResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await invites.remove(currentUserId(request), request.params.id, requestMeta(request));
      return { success: true as const, message: 'Invite code deleted' };
    },
  });
}
