import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recentFilesQuery, recentFilesResponse, userStatsResponse } from '@vaultbox/common/schemas/media.ts';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { UserStatsService } from './user-stats.service.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

/** HTTP only: GET /api/user/stats and GET /api/user/recent-files?limit= (SPEC §7 User). */
export function registerUserStatsRoutes(root: FastifyInstance, stats: UserStatsService, requireUser: Guard): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

  app.get('/api/user/stats', {
    schema: { tags, security, response: { 200: userStatsResponse, ...errorResponses(401) } },
    preHandler: requireUser,
    handler: async (request) => ({ success: true as const, data: await stats.stats(currentAuth(request).user.id) }),
  });

  app.get('/api/user/recent-files', {
    schema: { tags, security, querystring: recentFilesQuery, response: { 200: recentFilesResponse, ...errorResponses(401) } },
    preHandler: requireUser,
    handler: async (request) => ({
      success: true as const,
      data: { files: await stats.recentFiles(currentAuth(request).user.id, request.query.limit) },
    }),
  });
}
