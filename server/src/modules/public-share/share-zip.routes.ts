import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponse } from '@vaultbox/common/schemas/common.ts';
import { publicContentQuery, publicShareRequest, slugParams } from '@vaultbox/common/schemas/public-share.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { OpenStreams } from '../../http/open-streams.ts';
import { setUserContentHeaders } from '../../http/send-content.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import { setResourcePolicy } from './embed-policy.http.ts';
import { credentialsOf, embedRequestOf } from './public-share-request.http.ts';
import type { PublicShareService } from './public-share.service.ts';
import { safeZipName } from './share-zip-names.ts';
import { shareZipStream } from './share-zip.ts';

/**
 * HTTP only: "Download all" of a multi-file share (docs/product.md, Calls: Public shares), a ZIP streamed as it is
 * made, decrypted in memory (share-zip.ts). The service admits the visitor and reserves one download for the whole
 * archive; it is kept only if the response reached its last byte, else given back
 * (docs/product.md, Share accounting). The archive's length is not known before it is made: no Content-Length, and
 * no Range. HEAD checks everything and pays nothing. Each response holds a place among the open public streams, the
 * same places a single download takes.
 */
export function registerShareZipRoutes(
  app: ZodApp,
  shares: Pick<PublicShareService, 'openDownloadAll'>,
  appOrigin: string,
  openStreams: OpenStreams,
): void {
  const tags = ['public share'];
  const response = {
    ...errorResponses(400, 401, 403, 404, 422, 429),
    410: errorResponse,
    503: errorResponse,
  };

  async function downloadAll(request: FastifyRequest, reply: FastifyReply, password?: string) {
    // 429 past the address's share of open streams, 503 past the process's; released when the response closes.
    const place = await openStreams.enter(request.ip);
    if (reply.raw.destroyed) void place.release();
    else reply.raw.once('close', () => void place.release());
    const head = request.method === 'HEAD';
    const { slug } = request.params as { slug: string };
    const plan = await shares.openDownloadAll(slug, {
      credentials: credentialsOf(request, { password }),
      embed: embedRequestOf(request, appOrigin),
      count: !head,
    });
    let failed = false;
    // 'close' comes after the last byte was handed to the socket, or when the client went away before it; a ZIP cut
    // by an item that could not be read is never complete, even if the socket closed cleanly.
    const settleOnClose = () => {
      const completed = !failed && reply.raw.writableFinished && reply.raw.statusCode === 200;
      void plan
        .settle(completed)
        .catch((error: unknown) => request.log.error({ err: error }, 'could not settle a download-all'));
    };
    if (reply.raw.destroyed) settleOnClose();
    else reply.raw.once('close', settleOnClose);

    setResourcePolicy(reply, plan.allowEmbedding);
    setUserContentHeaders(reply, 'application/zip');
    reply.header('content-disposition', contentDisposition('attachment', `${safeZipName(plan.title)}.zip`));
    reply.header('accept-ranges', 'none');
    reply.status(200);
    if (head) return reply.send(Readable.from([]));
    const zip = shareZipStream(plan, (error) => {
      failed = true;
      request.log.error({ err: error, slug }, 'download-all cut short');
    });
    return reply.send(zip);
  }

  app.get('/api/share/public/s/:slug/download-all', {
    schema: { tags, params: slugParams, querystring: publicContentQuery, response },
    handler: (request, reply) => downloadAll(request, reply),
  });

  app.post('/api/share/public/:slug/download-all', {
    schema: { tags, params: slugParams, querystring: publicContentQuery, body: publicShareRequest.nullish(), response },
    handler: (request, reply) => downloadAll(request, reply, request.body?.password),
  });
}
