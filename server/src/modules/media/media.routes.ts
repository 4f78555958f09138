import {
  bulkDeleteRequest,
  bulkDeleteResponse,
  mediaFileResponse,
  mediaListQuery,
  mediaListResponse,
  mediaPositionQuery,
  mediaPositionResponse,
  mediaSearchQuery,
  mediaStatsResponse,
  updateMediaRequest,
  viewResponse,
} from '@vaultbox/common/schemas/media.ts';
import { idParams, messageResponse } from '@vaultbox/common/schemas/common.ts';
import { currentUserId } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { MediaService } from './media.service.ts';

/**
 * HTTP only: the JSON calls of docs/product.md, Calls: Media. Every id route answers 404 for a file that is not the
 * caller's.
 */
export function registerMediaRoutes(app: ZodApp, media: MediaService): void {
  // One call behind two query strings: the list's is the search's without the extra filters.
  for (const [path, querystring] of [
    ['/api/media', mediaListQuery],
    ['/api/media/search', mediaSearchQuery],
  ] as const) {
    app.get(path, {
      config: { scope: 'read' },
      // 404: an albumId that is not one of the caller's albums.
      schema: { querystring, response: { 200: mediaListResponse, ...errorResponses(400, 401, 404) } },
      handler: async (request) => ok({ data: await media.search(currentUserId(request), request.query) }),
    });
  }

  app.get('/api/media/stats', {
    config: { scope: 'read' },
    schema: { response: { 200: mediaStatsResponse, ...errorResponses(401) } },
    handler: async (request) => ok({ data: await media.totals(currentUserId(request)) }),
  });

  app.post('/api/media/bulk-delete', {
    config: { scope: 'upload' },
    schema: {
      body: bulkDeleteRequest,
      response: { 200: bulkDeleteResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const deleted = await media.removeMany(currentUserId(request), request.body.ids, requestMeta(request));
      return ok({ deleted, message: `${deleted} ${deleted === 1 ? 'file' : 'files'} deleted successfully` });
    },
  });

  app.get('/api/media/:id', {
    config: { scope: 'read' },
    schema: { params: idParams, response: { 200: mediaFileResponse, ...errorResponses(401, 404) } },
    handler: async (request) => ok({ data: { file: await media.get(currentUserId(request), request.params.id) } }),
  });

  // Where the file sits in the library list of this query: the player opened without a page counts "3 / 120" in it.
  app.get('/api/media/:id/position', {
    config: { scope: 'read' },
    schema: {
      params: idParams,
      querystring: mediaPositionQuery,
      // 404: a file or an albumId that is not the caller's.
      response: { 200: mediaPositionResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) =>
      ok({ data: await media.position(currentUserId(request), request.params.id, request.query) }),
  });

  app.put('/api/media/:id', {
    config: { scope: 'upload' },
    schema: {
      params: idParams,
      body: updateMediaRequest,
      response: { 200: mediaFileResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const file = await media.update(currentUserId(request), request.params.id, request.body);
      return ok({ data: { file } });
    },
  });

  app.delete('/api/media/:id', {
    config: { scope: 'upload' },
    schema: { params: idParams, response: { 200: messageResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await media.remove(currentUserId(request), request.params.id, requestMeta(request));
      return ok({ message: 'File deleted successfully' });
    },
  });

  // The player calls this once when it opens a file; stream range requests never count as views.
  app.post('/api/media/:id/view', {
    config: { scope: 'read' },
    schema: { params: idParams, response: { 200: viewResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) =>
      ok({ data: { viewCount: await media.countView(currentUserId(request), request.params.id) } }),
  });
}
