import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '@vaultbox/common/constants.ts';
import { profileResponse } from '@vaultbox/common/schemas/user.ts';
import { AppError } from '../../errors.ts';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { AvatarService } from './avatar.service.ts';

const tooLargeError = () => new AppError('FILE_TOO_LARGE', 'The avatar must be at most 5 MB.');
const missingError = () => new AppError('VALIDATION_ERROR', 'avatar: Choose an image to upload');

/** The one `avatar` file of a multipart body, at most 5 MB, in memory (small enough, and sharp wants it whole). */
async function readAvatar(request: FastifyRequest): Promise<Buffer> {
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    if (!file || file.fieldname !== 'avatar') throw missingError();
    const bytes = await file.toBuffer();
    // The cut can land after the last chunk, where toBuffer() does not notice it.
    if (file.file.truncated) throw tooLargeError();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLargeError();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the avatar as multipart/form-data');
    throw new AppError('INVALID_UPLOAD', 'The upload form is malformed or incomplete.');
  }
}

/**
 * HTTP only: POST and DELETE /api/user/avatar and GET /api/user/avatar/{userId}, the picture itself
 * for signed-in users. POST must be registered where @fastify/multipart is.
 */
export function registerAvatarRoutes(app: ZodApp, avatars: AvatarService): void {
  app.post('/api/user/avatar', {
    config: { scope: 'account' },
    schema: {
      consumes: ['multipart/form-data'],
      response: { 200: profileResponse, ...errorResponses(400, 401, 413, 415) },
    },
    handler: async (request, reply) => {
      try {
        const bytes = await readAvatar(request);
        const user = await avatars.upload(currentAuth(request).user, bytes, requestMeta(request));
        return ok({ data: { user } });
      } catch (error) {
        // The rest of an unread body is not worth receiving: answer, then close the connection.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw error;
      }
    },
  });

  app.delete('/api/user/avatar', {
    config: { scope: 'account' },
    schema: { response: { 200: profileResponse, ...errorResponses(401) } },
    handler: async (request) =>
      ok({ data: { user: await avatars.remove(currentAuth(request).user, requestMeta(request)) } }),
  });

  app.get('/api/user/avatar/:userId', {
    config: { scope: 'read' },
    schema: {
      params: z.strictObject({ userId: z.string().min(1).max(100) }),
      querystring: z.object({ v: z.string().max(100).optional() }),
      response: { ...errorResponses(401, 404) },
    },
    handler: async (request, reply) => {
      const { stream, etag } = await avatars.read(request.params.userId);
      // Private bytes like every file: never a shared cache, revalidated by ETag (not kept after sign-out unasked).
      return reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .header('etag', etag)
        .send(stream);
    },
  });
}
