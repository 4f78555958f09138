import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponse } from '@vaultbox/common/schemas/common.ts';
import {
  publicFileParams,
  publicProfileQuery,
  publicProfileResponse,
  publicThumbnailSizeQuery,
  usernameParams,
} from '@vaultbox/common/schemas/public-profile.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { OpenStreams } from '../../http/open-streams.ts';
import { sendContent, sendThumbnail } from '../../http/send-content.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { PublicByteRoute, PublicProfileService } from './public-profile.service.ts';

/**
 * HTTP only: the public profile page's data and its files' bytes (docs/product.md, Public profile). No session: the
 * service decides what a stranger may read. A byte response takes one of the address's open-stream places, as a
 * share's do; a download ignores Range, so one request is one whole file.
 */
export function registerPublicProfileRoutes(app: ZodApp, profiles: PublicProfileService, streams: OpenStreams): void {
  const tags = ['public profile'];
  const byteResponse = { ...errorResponses(400, 404, 415, 422, 429), 503: errorResponse };

  async function serve(request: FastifyRequest, reply: FastifyReply, route: PublicByteRoute) {
    // Refused before anything is read: a place is held only while the response is open.
    const place = await streams.enter(request.ip);
    if (reply.raw.destroyed) void place.release();
    else reply.raw.once('close', () => void place.release());
    const { username, id } = request.params as { username: string; id: string };
    const file = await profiles.openFile(username, id, route);
    return sendContent(request, reply, file, { disposition: route === 'preview' ? 'inline' : 'attachment' });
  }

  app.get('/api/u/:username', {
    schema: {
      tags,
      params: usernameParams,
      querystring: publicProfileQuery,
      response: { 200: publicProfileResponse, ...errorResponses(404, 429) },
    },
    handler: async (request) => ok({ data: await profiles.page(request.params.username, request.query) }),
  });

  app.get('/api/u/:username/avatar', {
    schema: {
      tags,
      params: usernameParams,
      // The version part changes with each new picture, so a browser's copy of the old one is not shown.
      querystring: z.object({ v: z.string().max(100).optional() }),
      response: errorResponses(404, 429),
    },
    handler: async (request, reply) => sendThumbnail(request, reply, await profiles.avatar(request.params.username)),
  });

  app.get('/api/u/:username/files/:id/thumbnail', {
    schema: {
      tags,
      params: publicFileParams,
      querystring: publicThumbnailSizeQuery,
      response: errorResponses(404, 429),
    },
    handler: async (request, reply) => {
      const { username, id } = request.params;
      return sendThumbnail(request, reply, await profiles.thumbnail(username, id, request.query.size));
    },
  });

  app.get('/api/u/:username/files/:id/preview', {
    schema: { tags, params: publicFileParams, response: byteResponse },
    handler: (request, reply) => serve(request, reply, 'preview'),
  });

  app.get('/api/u/:username/files/:id/download', {
    schema: { tags, params: publicFileParams, response: byteResponse },
    handler: (request, reply) => {
      delete request.headers.range;
      delete request.headers['if-range'];
      return serve(request, reply, 'download');
    },
  });
}
