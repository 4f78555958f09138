import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, thumbnailQuery } from '@vaultbox/common/schemas/media.ts';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { MediaContentService } from './media-content.service.ts';
import { sendContent, setUserContentHeaders } from './send-content.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

const PRIVATE_CACHE = 'private, max-age=3600';

/**
 * HTTP only: the routes that yield a file's bytes. They accept the session cookie as well as the bearer token, so
 * that <video>, <audio> and <img> can point at them.
 */
export function registerMediaContentRoutes(root: FastifyInstance, content: MediaContentService, requireUser: Guard): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['media'];
  const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
  const owner = (request: FastifyRequest) => currentAuth(request).user;

  app.get('/api/media/:id/download', {
    schema: { tags, security, params: idParams, response: errorResponses(401, 404) },
    preHandler: requireUser,
    handler: async (request, reply) => {
      const file = await content.content(owner(request), request.params.id);
      return sendContent(request, reply, file, {
        disposition: 'attachment',
        cacheControl: 'private, no-cache',
        onCompleted: () => content.countDownload(owner(request), file.row.id),
      });
    },
  });

  app.get('/api/media/:id/stream', {
    schema: { tags, security, params: idParams, response: errorResponses(401, 404) },
    preHandler: requireUser,
    handler: async (request, reply) => {
      const file = await content.content(owner(request), request.params.id);
      return sendContent(request, reply, file, { disposition: 'inline', cacheControl: PRIVATE_CACHE });
    },
  });

  app.get('/api/media/:id/thumbnail', {
    schema: { tags, security, params: idParams, querystring: thumbnailQuery },
    preHandler: requireUser,
    handler: async (request, reply) => {
      const thumb = await content.thumbnail(owner(request), request.params.id, request.query.size);
      if (request.headers['if-none-match'] === thumb.etag) {
        thumb.stream.destroy();
        return reply.status(304).header('etag', thumb.etag).send();
      }
      setUserContentHeaders(reply, 'image/webp', PRIVATE_CACHE);
      reply.header('etag', thumb.etag);
      return reply.send(thumb.stream);
    },
  });
}
