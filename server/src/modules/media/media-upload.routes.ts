import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadResponse, type UploadResponse } from '@vaultbox/common/schemas/media.ts';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { MediaUploadService } from './media-upload.service.ts';
import { receiveUpload } from '../../http/upload-form.ts';

/**
 * HTTP only: POST /api/media/upload (the upload screen) and /api/media/upload-fast (with tags and isPublic). Both take
 * one multipart file. Must be registered in a scope where @fastify/multipart is registered.
 */
export function registerMediaUploadRoutes(
  root: FastifyInstance,
  uploads: MediaUploadService,
  maxUploadBytes: number,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const schema = {
    consumes: ['multipart/form-data'],
    response: { 200: uploadResponse, 201: uploadResponse, ...errorResponses(400, 401, 403, 413) },
  };

  async function handleUpload(
    request: FastifyRequest,
    reply: FastifyReply,
    status: 200 | 201,
  ): Promise<UploadResponse> {
    const { user } = currentAuth(request);
    const file = await receiveUpload(request, reply, user, uploads, maxUploadBytes);
    reply.status(status);
    return { success: true, mediaId: file.id, data: { file } };
  }

  app.post(
    '/api/media/upload',
    { config: { scope: 'upload' }, schema: { ...schema, summary: 'Upload one file (file, title, description)' } },
    (request, reply) => handleUpload(request, reply, 200),
  );
  app.post(
    '/api/media/upload-fast',
    {
      config: { scope: 'upload' },
      schema: { ...schema, summary: 'Upload one file (file, title?, description?, tags as a JSON string, isPublic)' },
    },
    (request, reply) => handleUpload(request, reply, 201),
  );
}
