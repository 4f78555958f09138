import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponse } from '@vaultbox/common/schemas/common.ts';
import {
  publicContentQuery,
  publicShareRequest,
  publicThumbnailQuery,
  shareItemParams,
  slugParams,
} from '@vaultbox/common/schemas/public-share.ts';
import type { ThumbnailSize } from '@vaultbox/common/schemas/media.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import { sendContent, sendThumbnail } from '../../http/send-content.ts';
import { setResourcePolicy } from './embed-policy.http.ts';
import type { OpenStreams } from '../../http/open-streams.ts';
import { credentialsOf, embedRequestOf } from './public-share-request.http.ts';
import type { ByteRoute, FileAccess, PublicShareService } from './public-share.service.ts';

/**
 * HTTP only: the routes that yield a shared file's bytes. Preview, thumbnail, download and the raw link /r/{slug}
 * all pass the same rules and pay in the service (see createPublicShareService). A download ignores Range, so one
 * request is one whole file; a reserved download is settled when the response ends, kept only if all it asked for
 * went out (the whole file, or the range of a raw read that was priced as a download).
 */
export function registerPublicShareContentRoutes(
  app: ZodApp,
  shares: PublicShareService,
  appOrigin: string,
  openStreams: OpenStreams,
): void {
  const tags = ['public share'];
  const response = {
    ...errorResponses(400, 401, 403, 404, 409, 415, 422, 429),
    410: errorResponse,
    503: errorResponse,
  };
  // The item routes of a multi-file link (docs/product.md, Multi-file shares) name the item; the others the link's file.
  const openerOf = (request: FastifyRequest) => {
    const { slug, itemId } = request.params as { slug: string; itemId?: string };
    return (access: FileAccess) =>
      itemId === undefined ? shares.openFile(slug, access) : shares.openItemFile(slug, itemId, access);
  };
  const rangeOf = ({ headers }: FastifyRequest) =>
    headers.range === undefined ? undefined : { range: headers.range, ifRange: headers['if-range'] };

  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    route: ByteRoute,
    disposition: 'inline' | 'attachment',
    password?: string,
  ) {
    // Refused before anything is checked or paid: a place is taken only while the response is open.
    // 429 past the address's share of open streams, 503 past the process's.
    const place = await openStreams.enter(request.ip);
    if (reply.raw.destroyed) void place.release();
    else reply.raw.once('close', () => void place.release());
    const { allowEmbedding, file, settle, range } = await openerOf(request)({
      credentials: credentialsOf(request, { password }),
      embed: embedRequestOf(request, appOrigin),
      route,
      range: rangeOf(request),
      count: request.method !== 'HEAD',
    });
    // 'close' comes after the last byte was handed to the socket, or when the client went away before it (maybe
    // while the file was being opened: then it has come already).
    const settleOnClose = () => {
      const completed = reply.raw.writableFinished && [200, 206].includes(reply.raw.statusCode);
      void settle(completed).catch((error: unknown) =>
        request.log.error({ err: error }, 'could not settle a download'),
      );
    };
    if (reply.raw.destroyed) settleOnClose();
    else reply.raw.once('close', settleOnClose);
    setResourcePolicy(reply, allowEmbedding);
    return sendContent(request, reply, file, { disposition, range });
  }

  function download(request: FastifyRequest, reply: FastifyReply, password?: string) {
    // One download request is one whole file: a Range here would let a client fetch the file in uncounted pieces.
    delete request.headers.range;
    delete request.headers['if-range'];
    return serve(request, reply, 'download', 'attachment', password);
  }

  app.get('/api/share/public/s/:slug/preview', {
    schema: { tags, params: slugParams, querystring: publicContentQuery, response },
    handler: (request, reply) => serve(request, reply, 'preview', 'inline'),
  });

  app.get('/api/share/public/s/:slug/download', {
    schema: { tags, params: slugParams, querystring: publicContentQuery, response },
    handler: (request, reply) => download(request, reply),
  });

  app.post('/api/share/public/:slug/download', {
    schema: {
      tags,
      params: slugParams,
      querystring: publicContentQuery,
      body: publicShareRequest.nullish(),
      response,
    },
    handler: (request, reply) => download(request, reply, request.body?.password),
  });

  app.get('/r/:slug', {
    schema: { tags, params: slugParams, querystring: publicContentQuery, response },
    handler: (request, reply) => serve(request, reply, 'raw', 'inline'),
  });

  async function thumbnail(request: FastifyRequest, reply: FastifyReply, size: ThumbnailSize) {
    const { slug, itemId } = request.params as { slug: string; itemId?: string };
    const access = {
      credentials: credentialsOf(request),
      embed: embedRequestOf(request, appOrigin),
      count: request.method !== 'HEAD',
    };
    const thumb =
      itemId === undefined
        ? await shares.openThumbnail(slug, access, size)
        : await shares.openItemThumbnail(slug, itemId, access, size);
    setResourcePolicy(reply, thumb.allowEmbedding);
    return sendThumbnail(request, reply, thumb);
  }

  app.get('/api/share/public/s/:slug/thumbnail', {
    schema: { tags, params: slugParams, querystring: publicThumbnailQuery },
    handler: (request, reply) => thumbnail(request, reply, request.query.size),
  });

  // One item of an album or selection link: the same rules and prices as the link's own file routes above.
  const params = shareItemParams;
  app.get('/api/share/public/s/:slug/items/:itemId/preview', {
    schema: { tags, params, querystring: publicContentQuery, response },
    handler: (request, reply) => serve(request, reply, 'preview', 'inline'),
  });
  app.get('/api/share/public/s/:slug/items/:itemId/download', {
    schema: { tags, params, querystring: publicContentQuery, response },
    handler: (request, reply) => download(request, reply),
  });
  app.post('/api/share/public/:slug/items/:itemId/download', {
    schema: { tags, params, querystring: publicContentQuery, body: publicShareRequest.nullish(), response },
    handler: (request, reply) => download(request, reply, request.body?.password),
  });
  app.get('/r/:slug/:itemId', {
    schema: { tags, params, querystring: publicContentQuery, response },
    handler: (request, reply) => serve(request, reply, 'raw', 'inline'),
  });
  app.get('/api/share/public/s/:slug/items/:itemId/thumbnail', {
    schema: { tags, params, querystring: publicThumbnailQuery },
    handler: (request, reply) => thumbnail(request, reply, request.query.size),
  });
}
