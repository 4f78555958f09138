import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@vaultbox/common/schemas/common.ts';
import { publicContentQuery, publicShareRequest, publicThumbnailQuery, slugParams } from '@vaultbox/common/schemas/share.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { parseRangeHeader } from '../media/range-header.ts';
import { sendContent, setUserContentHeaders } from '../media/send-content.ts';
import { setResourcePolicy } from './embed-policy.ts';
import { credentialsOf, embedRequestOf } from './public-share-request.ts';
import type { PublicShareService } from './public-share.service.ts';
import type { ShareUse } from './public-share.repo.ts';

// Shared bytes can change hands (expiry, deactivation, a new password) at any moment: browsers may keep them only
// while revalidating, and shared caches never.
const PUBLIC_CACHE = 'private, no-cache';

/**
 * HTTP only: the routes that yield a shared file's bytes. Preview, thumbnail, download and the raw link /r/{slug}
 * all pass the same rules in the service. Counting: a download counts once (Range is ignored there, so one request
 * is one whole file); the raw link counts a download for a whole-file GET and nothing for a range request (players
 * seek with ranges); preview and thumbnail never count.
 */
export function registerPublicShareContentRoutes(root: FastifyInstance, shares: PublicShareService, appOrigin: string): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['public share'];
  const response = { ...errorResponses(400, 401, 403, 404, 429), 410: errorResponse };
  const slugOf = (request: FastifyRequest) => (request.params as { slug: string }).slug;

  async function serve(request: FastifyRequest, reply: FastifyReply, use: ShareUse, disposition: 'inline' | 'attachment', password?: string) {
    const { allowEmbedding, file } = await shares.openFile(slugOf(request), {
      credentials: credentialsOf(request, { password }),
      embed: embedRequestOf(request, appOrigin),
      use,
      count: request.method !== 'HEAD',
    });
    setResourcePolicy(reply, allowEmbedding);
    return sendContent(request, reply, file, { disposition, cacheControl: PUBLIC_CACHE });
  }

  function download(request: FastifyRequest, reply: FastifyReply, password?: string) {
    // One download request is one whole file: a Range here would let a client fetch the file in uncounted pieces.
    delete request.headers.range;
    delete request.headers['if-range'];
    return serve(request, reply, 'download', 'attachment', password);
  }

  app.get('/api/share/public/s/:slug/preview', {
    schema: { tags, params: slugParams, querystring: publicContentQuery, response },
    handler: (request, reply) => serve(request, reply, 'view', 'inline'),
  });

  app.get('/api/share/public/s/:slug/download', {
    schema: { tags, params: slugParams, querystring: publicContentQuery, response },
    handler: (request, reply) => download(request, reply),
  });

  app.post('/api/share/public/:slug/download', {
    schema: { tags, params: slugParams, querystring: publicContentQuery, body: publicShareRequest.optional(), response },
    handler: (request, reply) => download(request, reply, request.body?.password),
  });

  app.get('/r/:slug', {
    schema: { tags, params: slugParams, querystring: publicContentQuery, response },
    handler: (request, reply) => {
      const ranged = parseRangeHeader(request.headers.range, Number.MAX_SAFE_INTEGER).kind !== 'full';
      return serve(request, reply, ranged ? 'view' : 'download', 'inline');
    },
  });

  app.get('/api/share/public/s/:slug/thumbnail', {
    schema: { tags, params: slugParams, querystring: publicThumbnailQuery },
    handler: async (request, reply) => {
      const thumb = await shares.openThumbnail(
        request.params.slug,
        { credentials: credentialsOf(request), embed: embedRequestOf(request, appOrigin) },
        request.query.size,
      );
      setResourcePolicy(reply, thumb.allowEmbedding);
      if (request.headers['if-none-match'] === thumb.etag) {
        thumb.stream.destroy();
        return reply.status(304).header('etag', thumb.etag).send();
      }
      setUserContentHeaders(reply, 'image/webp', PUBLIC_CACHE);
      reply.header('etag', thumb.etag);
      return reply.send(thumb.stream);
    },
  });
}
