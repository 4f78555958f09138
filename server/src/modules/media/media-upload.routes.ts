import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadResponse, type UploadResponse } from '@vaultbox/common/schemas/media.ts';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { MediaUploadService } from './media-upload.service.ts';
import { readUploadForm } from './upload-form.http.ts';

function contentLengthOf(request: FastifyRequest): number | null {
  const header = request.headers['content-length'];
  const value = header === undefined ? NaN : Number(header);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

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
    try {
      // Too large by its Content-Length alone: refused before a byte of the body is read.
      const plan = await uploads.plan(user, contentLengthOf(request), requestMeta(request));
      try {
        const form = await readUploadForm(request, maxUploadBytes, {
          stage: (file, fileName) => uploads.stage(plan, file, fileName),
          discard: (staged) => uploads.discard(staged),
        });
        let file;
        try {
          file = await uploads.commit(plan, form.staged, form.fields);
        } catch (error) {
          await uploads.discard(form.staged);
          throw error;
        }
        reply.status(status);
        return { success: true, mediaId: file.id, data: { file } };
      } finally {
        await plan.release();
      }
    } catch (error) {
      // The rest of an unread body is not worth receiving: answer, then close the connection.
      if (!request.raw.complete) reply.header('connection', 'close');
      throw error;
    }
  }

  app.post(
    '/api/media/upload',
    { schema: { ...schema, summary: 'Upload one file (file, title, description)' } },
    (request, reply) => handleUpload(request, reply, 200),
  );
  app.post(
    '/api/media/upload-fast',
    {
      schema: { ...schema, summary: 'Upload one file (file, title?, description?, tags as a JSON string, isPublic)' },
    },
    (request, reply) => handleUpload(request, reply, 201),
  );
}
