import type { FastifyRequest } from 'fastify';
import { errorResponse } from '@vaultbox/common/schemas/common.ts';
import {
  publicContentQuery,
  publicShareRequest,
  publicShareResponse,
  sharedItemsQuery,
  sharedItemsResponse,
  slugParams,
} from '@vaultbox/common/schemas/public-share.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import { credentialsOf } from './public-share-request.http.ts';
import type { PublicShareService } from './public-share.service.ts';

/**
 * HTTP only: the page data of a share (docs/product.md, Calls: Public shares), in its three forms. Each load counts one
 * view.
 */
export function registerPublicShareRoutes(app: ZodApp, shares: PublicShareService): void {
  const tags = ['public share'];
  const response = { 200: publicShareResponse, ...errorResponses(400, 401, 403, 404, 429), 410: errorResponse };
  const body = publicShareRequest.nullish();
  const load = async (request: FastifyRequest, password?: { password?: string }) =>
    ok({
      data: await shares.openPage(
        (request.params as { slug: string }).slug,
        credentialsOf(request, password),
        request.method !== 'HEAD',
      ),
    });

  app.post('/api/share/public/:slug', {
    schema: { tags, params: slugParams, querystring: publicContentQuery, body, response },
    handler: (request) => load(request, request.body ?? undefined),
  });

  app.post('/api/share/public/:slug/access', {
    schema: { tags, params: slugParams, querystring: publicContentQuery, body, response },
    handler: (request) => load(request, request.body ?? undefined),
  });

  app.get('/api/share/public/s/:slug', {
    schema: { tags, params: slugParams, querystring: publicContentQuery, response },
    handler: (request) => load(request),
  });

  // A further page of a multi-file link's grid (docs/product.md, Multi-file shares).
  app.get('/api/share/public/s/:slug/items', {
    schema: {
      tags,
      params: slugParams,
      querystring: sharedItemsQuery,
      response: { ...response, 200: sharedItemsResponse },
    },
    handler: async (request) =>
      ok({
        data: await shares.openItems(
          request.params.slug,
          request.query,
          credentialsOf(request),
          request.method !== 'HEAD',
        ),
      }),
  });
}
