import { idParams, messageResponse } from '@vaultbox/common/schemas/common.ts';
import {
  createShareRequest,
  shareBulkDeleteRequest,
  shareListQuery,
  shareListResponse,
  shareResponse,
  shareSearchQuery,
  shareStatsResponse,
  updateShareRequest,
} from '@vaultbox/common/schemas/share.ts';
import { bulkDeleteResponse } from '@vaultbox/common/schemas/media.ts';
import { currentUserId } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { created, ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { ShareService } from './share.service.ts';

/** HTTP only: the owner's share calls (signed-in). Every id route answers 404 for a share that is not the caller's. */
export function registerShareRoutes(app: ZodApp, shares: ShareService): void {
  // One call behind two query strings: the list's is the search's without the extra filters.
  for (const [path, querystring] of [
    ['/api/share', shareListQuery],
    ['/api/share/search', shareSearchQuery],
  ] as const) {
    app.get(path, {
      config: { scope: 'read' },
      schema: { querystring, response: { 200: shareListResponse, ...errorResponses(400, 401) } },
      handler: async (request) => ok({ data: await shares.search(currentUserId(request), request.query) }),
    });
  }

  app.get('/api/share/stats', {
    config: { scope: 'read' },
    schema: { response: { 200: shareStatsResponse, ...errorResponses(401) } },
    handler: async (request) => ok({ data: await shares.stats(currentUserId(request)) }),
  });

  app.post('/api/share', {
    config: { scope: 'share' },
    schema: {
      body: createShareRequest,
      response: { 201: shareResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const share = await shares.create(currentUserId(request), request.body, requestMeta(request));
      return created(reply, { data: { share } });
    },
  });

  app.post('/api/share/bulk-delete', {
    config: { scope: 'share' },
    schema: {
      body: shareBulkDeleteRequest,
      response: { 200: bulkDeleteResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const deleted = await shares.removeMany(currentUserId(request), request.body.ids, requestMeta(request));
      return ok({ deleted, message: `${deleted} share ${deleted === 1 ? 'link' : 'links'} deleted successfully` });
    },
  });

  app.get('/api/share/:id', {
    config: { scope: 'read' },
    schema: { params: idParams, response: { 200: shareResponse, ...errorResponses(401, 404) } },
    handler: async (request) => ok({ data: { share: await shares.get(currentUserId(request), request.params.id) } }),
  });

  app.put('/api/share/:id', {
    config: { scope: 'share' },
    schema: {
      params: idParams,
      body: updateShareRequest,
      response: { 200: shareResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      ok({ data: { share: await shares.update(currentUserId(request), request.params.id, request.body) } }),
  });

  app.delete('/api/share/:id', {
    config: { scope: 'share' },
    schema: {
      params: idParams,
      response: { 200: messageResponse, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      await shares.remove(currentUserId(request), request.params.id, requestMeta(request));
      return ok({ message: 'Share link deleted successfully' });
    },
  });
}
