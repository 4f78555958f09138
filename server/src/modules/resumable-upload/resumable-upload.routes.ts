import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MEDIA_ID_HEADER,
  RESUMABLE_UPLOADS_PATH,
  TUS_CHECKSUM_ALGORITHMS,
  TUS_CONTENT_TYPE,
  TUS_EXTENSIONS,
  TUS_VERSION,
} from '@vaultbox/common/resumable-upload.ts';
import { tusCreateHeaders, tusPatchHeaders, uploadIdParams } from '@vaultbox/common/schemas/resumable-upload.ts';
import { AppError } from '../../errors.ts';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { ResumableUploadService, UploadStatus } from './resumable-upload.service.ts';
import { ownerActor, type UploadActor } from './upload-actor.ts';

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

/** Where one tus endpoint lives and who its caller is. */
export interface TusEndpoint {
  /** The creation path as routed ('/api/uploads', '/api/requests/public/:slug/uploads'). */
  path: string;
  /** The upload URL's params schema (`id`, and the request's `slug` for visitors). */
  params: typeof uploadIdParams;
  /** The creation's Location base for this request (the path with its params filled in). */
  base(request: FastifyRequest): string;
  actorOf(request: FastifyRequest): Promise<UploadActor>;
  /** The status codes a stranger may get besides the protocol's (401 for the owner's, 401/404 for a visitor's). */
  refusals: readonly (401 | 404)[];
  /** Extra checks on a creation (a visitor's per-address rate limit). */
  createGuards?: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>)[];
}

/** The owner's endpoint: /api/uploads in a signed-in scope; every upload is its owner's. */
export const ownerTusEndpoint: TusEndpoint = {
  path: RESUMABLE_UPLOADS_PATH,
  params: uploadIdParams,
  base: () => RESUMABLE_UPLOADS_PATH,
  actorOf: async (request) => ownerActor(currentAuth(request).user),
  refusals: [401],
};

/**
 * HTTP only: the tus 1.0 protocol (OPTIONS, POST, HEAD, PATCH, DELETE) at `endpoint`. The owner's is registered in a
 * signed-in scope: another user's upload URL answers 404; a visitor's upload is reachable with its own token alone.
 */
export function registerResumableUploadRoutes(
  app: ZodApp,
  uploads: ResumableUploadService,
  maxSize: number,
  endpoint: TusEndpoint = ownerTusEndpoint,
) {
  const uploadPath = `${endpoint.path}/:id`;
  const refusals = endpoint.refusals;

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

  app.options(endpoint.path, {
    config: { scope: 'upload' },
    schema: { summary: 'What this tus server offers', response: { 204: noBody, ...errorResponses(...refusals) } },
    handler: async (_request, reply) =>
      reply
        .header('tus-version', TUS_VERSION)
        .header('tus-extension', TUS_EXTENSIONS.join(','))
        .header('tus-max-size', String(maxSize))
        .header('tus-checksum-algorithm', TUS_CHECKSUM_ALGORITHMS.join(','))
        .status(204)
        .send(null),
  });

  app.post(endpoint.path, {
    config: { scope: 'upload' },
    schema: {
      summary: 'Create an upload (Upload-Length, Upload-Metadata); a body starts it at once',
      headers: tusCreateHeaders,
      response: { 201: noBody, ...errorResponses(400, ...refusals, 412, 413, 415, 429) },
    },
    ...(endpoint.createGuards ? { preHandler: endpoint.createGuards } : {}),
    handler: async (request, reply) => {
      const actor = await endpoint.actorOf(request);
      const meta = requestMeta(request);
      const headers = request.headers;
      let status = await uploads.create(actor, headers['upload-length'], headers['upload-metadata'], meta);
      reply.header('location', `${endpoint.base(request)}/${status.id}`);
      if (isTusBody(headers['content-type']) && status.offset < status.length) {
        const body = { declared: declaredLength(request) };
        status = await uploads.append(actor, status.id, 0, request.body as never, body, meta);
      }
      return sendStatus(reply, status, 201);
    },
  });

  app.head(uploadPath, {
    config: { scope: 'upload' },
    schema: {
      summary: 'Where an upload stands (Upload-Offset)',
      params: endpoint.params,
      response: { 200: noBody, ...errorResponses(...refusals, 404, 412) },
    },
    handler: async (request, reply) => {
      const actor = await endpoint.actorOf(request);
      const status = await uploads.status(actor, request.params.id, requestMeta(request));
      reply.header('upload-length', String(status.length));
      return sendStatus(reply, status, 200);
    },
  });

  app.patch(uploadPath, {
    config: { scope: 'upload' },
    schema: {
      summary: 'Append bytes at Upload-Offset (application/offset+octet-stream, optional Upload-Checksum)',
      params: endpoint.params,
      headers: tusPatchHeaders,
      response: { 204: noBody, ...errorResponses(400, ...refusals, 404, 409, 412, 413, 415, 460) },
    },
    handler: async (request, reply) => {
      const { headers } = request;
      const status = await uploads.append(
        await endpoint.actorOf(request),
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
    config: { scope: 'upload' },
    schema: {
      summary: 'Cancel an upload: its bytes and its reservation go',
      params: endpoint.params,
      response: { 204: noBody, ...errorResponses(...refusals, 404, 412) },
    },
    handler: async (request, reply) => {
      await uploads.terminate(await endpoint.actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
