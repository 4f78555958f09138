import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MEDIA_ID_HEADER,
  RESUMABLE_UPLOADS_PATH,
  TUS_CHECKSUM_ALGORITHMS,
  TUS_CONTENT_TYPE,
  TUS_EXTENSIONS,
  TUS_VERSION,
  tusCreateHeaders,
  tusPatchHeaders,
  uploadIdParams,
} from '@vaultbox/common/schemas/resumable-upload.ts';
import { AppError } from '../../errors.ts';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { ResumableUploadService, UploadStatus } from './resumable-upload.service.ts';

/** tus answers carry headers only. */
const noBody = z.null().describe('No body: the answer is in its headers');

function isTusBody(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0].trim().toLowerCase() === TUS_CONTENT_TYPE;
}

/** The body's Content-Length, or null when it is sent chunked. */
function declaredLength(request: FastifyRequest): number | null {
  const value = Number(request.headers['content-length'] ?? NaN);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** The headers every answer about an upload carries. */
function sendStatus(reply: FastifyReply, status: UploadStatus, code: number): FastifyReply {
  reply.header('upload-offset', String(status.offset)).header('cache-control', 'no-store');
  if (status.expiresAt) reply.header('upload-expires', status.expiresAt.toUTCString());
  if (status.mediaId) reply.header(MEDIA_ID_HEADER, status.mediaId);
  return reply.status(code).send(null);
}

/**
 * HTTP only: the tus 1.0 protocol under /api/uploads (OPTIONS, POST, HEAD, PATCH, DELETE). Must be registered in a
 * signed-in scope: every upload is its owner's, and another user's upload URL answers 404.
 */
export function registerResumableUploadRoutes(app: ZodApp, uploads: ResumableUploadService, maxSize: number) {
  const uploadPath = `${RESUMABLE_UPLOADS_PATH}/:id`;

  // PATCH (and creation-with-upload) bodies are raw bytes, streamed to the service as they arrive.
  app.addContentTypeParser(TUS_CONTENT_TYPE, (_request, payload, done) => done(null, payload));
  // An error before the whole body was read (a refused PATCH, a body longer than the upload): the rest is not worth
  // receiving, so the connection closes after the answer.
  app.addHook('onError', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('tus-resumable', TUS_VERSION);
    if (request.method === 'OPTIONS') return;
    if (request.headers['tus-resumable'] !== TUS_VERSION) {
      reply.header('tus-version', TUS_VERSION);
      throw new AppError('TUS_VERSION_UNSUPPORTED');
    }
    const hasBody = request.method === 'PATCH' || request.headers['content-type'] !== undefined;
    if (
      hasBody &&
      (request.method === 'PATCH' || request.method === 'POST') &&
      !isTusBody(request.headers['content-type'])
    ) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the bytes as ${TUS_CONTENT_TYPE}`);
    }
  });

  app.options(RESUMABLE_UPLOADS_PATH, {
    schema: { summary: 'What this tus server offers', response: { 204: noBody, ...errorResponses(401) } },
    handler: async (_request, reply) =>
      reply
        .header('tus-version', TUS_VERSION)
        .header('tus-extension', TUS_EXTENSIONS.join(','))
        .header('tus-max-size', String(maxSize))
        .header('tus-checksum-algorithm', TUS_CHECKSUM_ALGORITHMS.join(','))
        .status(204)
        .send(null),
  });

  app.post(RESUMABLE_UPLOADS_PATH, {
    schema: {
      summary: 'Create an upload (Upload-Length, Upload-Metadata); a body starts it at once',
      headers: tusCreateHeaders,
      response: { 201: noBody, ...errorResponses(400, 401, 412, 413, 415, 429) },
    },
    handler: async (request, reply) => {
      const owner = currentAuth(request).user;
      const meta = requestMeta(request);
      const headers = request.headers;
      let status = await uploads.create(owner, headers['upload-length'], headers['upload-metadata'], meta);
      reply.header('location', `${RESUMABLE_UPLOADS_PATH}/${status.id}`);
      if (isTusBody(headers['content-type']) && status.offset < status.length) {
        const body = { declared: declaredLength(request) };
        status = await uploads.append(owner, status.id, 0, request.body as never, body, meta);
      }
      return sendStatus(reply, status, 201);
    },
  });

  app.head(uploadPath, {
    schema: {
      summary: 'Where an upload stands (Upload-Offset)',
      params: uploadIdParams,
      response: { 200: noBody, ...errorResponses(401, 404, 412) },
    },
    handler: async (request, reply) => {
      const status = await uploads.status(currentAuth(request).user, request.params.id, requestMeta(request));
      reply.header('upload-length', String(status.length));
      return sendStatus(reply, status, 200);
    },
  });

  app.patch(uploadPath, {
    schema: {
      summary: 'Append bytes at Upload-Offset (application/offset+octet-stream, optional Upload-Checksum)',
      params: uploadIdParams,
      headers: tusPatchHeaders,
      response: { 204: noBody, ...errorResponses(400, 401, 404, 409, 412, 413, 415, 460) },
    },
    handler: async (request, reply) => {
      const { headers } = request;
      const status = await uploads.append(
        currentAuth(request).user,
        request.params.id,
        headers['upload-offset'],
        request.body as never,
        { checksumHeader: headers['upload-checksum'], declared: declaredLength(request) },
        requestMeta(request),
      );
      return sendStatus(reply, status, 204);
    },
  });

  app.delete(uploadPath, {
    schema: {
      summary: 'Cancel an upload: its bytes and its reservation go',
      params: uploadIdParams,
      response: { 204: noBody, ...errorResponses(401, 404, 412) },
    },
    handler: async (request, reply) => {
      await uploads.terminate(currentAuth(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
