import { idParams, messageResponse } from '@vaultbox/common/schemas/common.ts';
import {
  createFileRequestRequest,
  fileRequestListQuery,
  fileRequestListResponse,
  fileRequestResponse,
  fileRequestUploadsQuery,
  fileRequestUploadsResponse,
  updateFileRequestRequest,
} from '@vaultbox/common/schemas/file-requests.ts';
import { currentUserId } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { created, ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { FileRequestsService } from './file-requests.service.ts';

/** HTTP only: the owner's file request calls (signed-in). Another user's request id answers 404. */
export function registerFileRequestRoutes(app: ZodApp, requests: FileRequestsService): void {
  app.get('/api/file-requests', {
    config: { scope: 'read' },
    schema: { querystring: fileRequestListQuery, response: { 200: fileRequestListResponse, ...errorResponses(401) } },
    handler: async (request) => ok({ data: await requests.list(currentUserId(request), request.query) }),
  });

  app.post('/api/file-requests', {
    config: { scope: 'share' },
    schema: { body: createFileRequestRequest, response: { 201: fileRequestResponse, ...errorResponses(400, 401) } },
    handler: async (request, reply) =>
      created(reply, { data: { request: await requests.create(currentUserId(request), request.body) } }),
  });

  app.get('/api/file-requests/:id', {
    config: { scope: 'read' },
    schema: { params: idParams, response: { 200: fileRequestResponse, ...errorResponses(401, 404) } },
    handler: async (request) =>
      ok({ data: { request: await requests.get(currentUserId(request), request.params.id) } }),
  });

  app.patch('/api/file-requests/:id', {
    config: { scope: 'share' },
    schema: {
      params: idParams,
      body: updateFileRequestRequest,
      response: { 200: fileRequestResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) =>
      ok({ data: { request: await requests.update(currentUserId(request), request.params.id, request.body) } }),
  });

  app.delete('/api/file-requests/:id', {
    config: { scope: 'share' },
    schema: { params: idParams, response: { 200: messageResponse, ...errorResponses(401, 404) } },
    handler: async (request) => {
      await requests.remove(currentUserId(request), request.params.id);
      return ok({ message: 'File request deleted. Its album and files stay in your library.' });
    },
  });

  app.get('/api/file-requests/:id/uploads', {
    config: { scope: 'read' },
    schema: {
      params: idParams,
      querystring: fileRequestUploadsQuery,
      response: { 200: fileRequestUploadsResponse, ...errorResponses(401, 404) },
    },
    handler: async (request) =>
      ok({ data: await requests.uploads(currentUserId(request), request.params.id, request.query) }),
  });
}
