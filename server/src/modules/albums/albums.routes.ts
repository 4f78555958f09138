import {
  albumFilesQuery,
  albumFilesRequest,
  albumFilesResponse,
  albumListQuery,
  albumListResponse,
  albumOrderRequest,
  albumResponse,
  createAlbumRequest,
  mediaAlbumsResponse,
  updateAlbumRequest,
} from '@vaultbox/common/schemas/albums.ts';
import { idParams, messageResponse } from '@vaultbox/common/schemas/common.ts';
import { mediaListResponse } from '@vaultbox/common/schemas/media.ts';
import { currentUserId } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { created, ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { AlbumsService } from './albums.service.ts';

/**
 * HTTP only: the calls of docs/product.md, Calls: Albums (signed-in). Another user's album is 404 ALBUM_NOT_FOUND;
 * another user's file ids in a body are ignored.
 */
export function registerAlbumsRoutes(app: ZodApp, albums: AlbumsService): void {
  app.get('/api/albums', {
    config: { scope: 'read' },
    schema: { querystring: albumListQuery, response: { 200: albumListResponse, ...errorResponses(400, 401) } },
    handler: async (request) => ok({ data: await albums.list(currentUserId(request), request.query) }),
  });

  app.post('/api/albums', {
    config: { scope: 'upload' },
    schema: { body: createAlbumRequest, response: { 201: albumResponse, ...errorResponses(400, 401, 403) } },
    handler: async (request, reply) =>
      created(reply, { data: { album: await albums.create(currentUserId(request), request.body) } }),
  });

  app.get('/api/albums/:id', {
    config: { scope: 'read' },
    schema: { params: idParams, response: { 200: albumResponse, ...errorResponses(401, 404) } },
    handler: async (request) => ok({ data: { album: await albums.get(currentUserId(request), request.params.id) } }),
  });

  app.patch('/api/albums/:id', {
    config: { scope: 'upload' },
    schema: {
      params: idParams,
      body: updateAlbumRequest,
      response: { 200: albumResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      ok({ data: { album: await albums.update(currentUserId(request), request.params.id, request.body) } }),
  });

  app.delete('/api/albums/:id', {
    config: { scope: 'upload' },
    schema: { params: idParams, response: { 200: messageResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await albums.remove(currentUserId(request), request.params.id);
      return ok({ message: 'Album deleted. Its files are still in your library.' });
    },
  });

  app.get('/api/albums/:id/files', {
    config: { scope: 'read' },
    schema: {
      params: idParams,
      querystring: albumFilesQuery,
      response: { 200: mediaListResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) =>
      ok({ data: await albums.files(currentUserId(request), request.params.id, request.query) }),
  });

  app.post('/api/albums/:id/files', {
    config: { scope: 'upload' },
    schema: {
      params: idParams,
      body: albumFilesRequest,
      response: { 200: albumFilesResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      ok({ data: await albums.addFiles(currentUserId(request), request.params.id, request.body.mediaIds) }),
  });

  app.delete('/api/albums/:id/files', {
    config: { scope: 'upload' },
    schema: {
      params: idParams,
      body: albumFilesRequest,
      response: { 200: albumFilesResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      ok({ data: await albums.removeFiles(currentUserId(request), request.params.id, request.body.mediaIds) }),
  });

  app.put('/api/albums/:id/order', {
    config: { scope: 'upload' },
    schema: {
      params: idParams,
      body: albumOrderRequest,
      response: { 200: albumResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      ok({ data: { album: await albums.setOrder(currentUserId(request), request.params.id, request.body.mediaIds) } }),
  });

  app.get('/api/media/:id/albums', {
    config: { scope: 'read' },
    schema: { params: idParams, response: { 200: mediaAlbumsResponse, ...errorResponses(401, 404) } },
    handler: async (request) =>
      ok({ data: { albums: await albums.albumsOfFile(currentUserId(request), request.params.id) } }),
  });
}
