import type { FastifyRequest } from 'fastify';
import { idParams } from '@vaultbox/common/schemas/common.ts';
import { thumbnailQuery } from '@vaultbox/common/schemas/media.ts';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { MediaContentService } from './media-content.service.ts';
import { sendContent, sendThumbnail } from '../../http/send-content.ts';

/**
 * HTTP only: the routes that yield a file's bytes. They accept the session cookie as well as the bearer token, so
 * that <video>, <audio> and <img> can point at them.
 */
export function registerMediaContentRoutes(app: ZodApp, content: MediaContentService): void {
  const owner = (request: FastifyRequest) => currentAuth(request).user;

  app.get('/api/media/:id/download', {
    config: { scope: 'read' },
    schema: { params: idParams, response: errorResponses(401, 404) },
    handler: async (request, reply) => {
      const file = await content.content(owner(request), request.params.id);
      return sendContent(request, reply, file, {
        disposition: 'attachment',
        onCompleted: () => content.countDownload(owner(request), file.row.id),
      });
    },
  });

  app.get('/api/media/:id/stream', {
    config: { scope: 'read' },
    schema: { params: idParams, response: errorResponses(401, 404) },
    handler: async (request, reply) => {
      // What the player shows: a HEIC photo or a foreign video as the copy a browser can play.
      const file = await content.content(owner(request), request.params.id, { viewable: true });
      return sendContent(request, reply, file, { disposition: 'inline' });
    },
  });

  app.get('/api/media/:id/thumbnail', {
    config: { scope: 'read' },
    schema: { params: idParams, querystring: thumbnailQuery },
    handler: async (request, reply) => {
      const thumb = await content.thumbnail(owner(request), request.params.id, request.query.size);
      return sendThumbnail(request, reply, thumb);
    },
  });
}
