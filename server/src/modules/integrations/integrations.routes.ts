import { integrationUploadQuery, integrationUploadResponse } from '@vaultbox/common/schemas/integrations.ts';
import type { MultipartUploadPlan } from '../../domain/ports.ts';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { receiveUpload } from '../../http/upload-form.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { IntegrationsService } from './integrations.service.ts';

/**
 * HTTP only: POST /api/integrations/upload, the call of ShareX, Flameshot and scripts (docs/product.md,
 * Integrations). Must be registered in a scope where @fastify/multipart is registered.
 */
export function registerIntegrationsRoutes<Plan extends MultipartUploadPlan>(
  app: ZodApp,
  integrations: IntegrationsService<Plan>,
  maxUploadBytes: number,
): void {
  app.post(
    '/api/integrations/upload',
    {
      // It stores a file and shares it: a token needs both scopes.
      config: { scope: ['upload', 'share'] },
      schema: {
        summary: 'Upload one file (multipart field file) and answer its new share link or raw link',
        consumes: ['multipart/form-data'],
        querystring: integrationUploadQuery,
        response: { 200: integrationUploadResponse, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const file = await receiveUpload(request, reply, user, integrations.uploads, maxUploadBytes);
      const answer = await integrations.publish(user.id, file, request.query.link, requestMeta(request));
      if (request.query.format === 'text') return reply.type('text/plain; charset=utf-8').send(`${answer.url}\n`);
      return answer;
    },
  );
}
