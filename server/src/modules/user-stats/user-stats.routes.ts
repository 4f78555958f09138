import { recentFilesQuery, recentFilesResponse, userStatsResponse } from '@vaultbox/common/schemas/media.ts';
import { recalculateStorageResponse, storageBreakdownResponse } from '@vaultbox/common/schemas/account.ts';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { UserStatsService } from './user-stats.service.ts';

/** HTTP only: stats, recent files, storage breakdown and recalculation. */
export function registerUserStatsRoutes(app: ZodApp, stats: UserStatsService): void {
  app.get('/api/user/stats', {
    config: { scope: 'read' },
    schema: { response: { 200: userStatsResponse, ...errorResponses(401) } },
    handler: async (request) => ok({ data: await stats.stats(currentAuth(request).user.id) }),
  });

  app.get('/api/user/recent-files', {
    config: { scope: 'read' },
    schema: {
      querystring: recentFilesQuery,
      response: { 200: recentFilesResponse, ...errorResponses(401) },
    },
    handler: async (request) =>
      ok({ data: { files: await stats.recentFiles(currentAuth(request).user.id, request.query.limit) } }),
  });

  app.get('/api/user/storage-breakdown', {
    config: { scope: 'read' },
    schema: { response: { 200: storageBreakdownResponse, ...errorResponses(401) } },
    handler: async (request) => ok({ data: await stats.storageBreakdown(currentAuth(request).user.id) }),
  });

  app.post('/api/user/recalculate-storage', {
    config: { scope: 'account' },
    schema: { response: { 200: recalculateStorageResponse, ...errorResponses(401) } },
    handler: async (request) =>
      ok({ message: 'Storage recalculated successfully', data: await stats.recalculate(currentAuth(request).user.id) }),
  });
}
