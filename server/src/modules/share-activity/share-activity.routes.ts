import { idParams } from '@vaultbox/common/schemas/common.ts';
import { shareActivityQuery, shareActivityResponse } from '@vaultbox/common/schemas/share-activity.ts';
import { currentUserId } from '../../http/authenticate.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { ShareActivityService } from './share-activity.service.ts';

/** HTTP only: a share's access log for its owner (signed-in); someone else's share answers 404. */
export function registerShareActivityRoutes(app: ZodApp, activity: ShareActivityService): void {
  app.get('/api/shares/:id/activity', {
    config: { scope: 'read' },
    schema: {
      params: idParams,
      querystring: shareActivityQuery,
      response: { 200: shareActivityResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) =>
      ok({ data: await activity.activity(currentUserId(request), request.params.id, request.query) }),
  });

  app.get('/api/shares/:id/activity.csv', {
    config: { scope: 'read' },
    schema: { summary: 'The access log as a CSV file', params: idParams, response: errorResponses(401, 404) },
    handler: async (request, reply) => {
      const body = await activity.csv(currentUserId(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `share-activity-${request.params.id}.csv`))
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
}
