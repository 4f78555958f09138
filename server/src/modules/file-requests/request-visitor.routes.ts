import {
  REQUEST_TOKEN_HEADER,
  publicFileRequestResponse,
  publicRequestUploadsResponse,
  requestAccessRequest,
  requestAccessResponse,
  requestSlugParams,
} from '@vaultbox/common/schemas/file-requests.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/error-responses.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { RequestVisitorsService } from './request-visitors.service.ts';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const tokenOf = (request: FastifyRequest) => {
  const value = request.headers[REQUEST_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/**
 * HTTP only: a file request's visitor calls, open to strangers (docs/product.md, File requests). The uploads themselves
 * are the resumable-upload module's tus routes under the same prefix.
 */
export function registerRequestVisitorRoutes(app: ZodApp, visitors: RequestVisitorsService, accessLimit: Guard): void {
  app.get('/api/requests/public/:slug', {
    schema: { params: requestSlugParams, response: { 200: publicFileRequestResponse, ...errorResponses(404) } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ data: { request: await visitors.page(request.params.slug) } });
    },
  });

  app.post('/api/requests/public/:slug/access', {
    schema: {
      params: requestSlugParams,
      body: requestAccessRequest,
      response: { 200: requestAccessResponse, ...errorResponses(400, 401, 404, 429) },
    },
    preHandler: accessLimit,
    handler: async (request) => ok({ data: await visitors.access(request.params.slug, request.body) }),
  });

  app.get('/api/requests/public/:slug/files', {
    schema: {
      params: requestSlugParams,
      response: { 200: publicRequestUploadsResponse, ...errorResponses(401, 404) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ data: { uploads: await visitors.uploads(request.params.slug, tokenOf(request)) } });
    },
  });
}
