import {
  timelineBucketsResponse,
  timelineMonthParams,
  timelinePageQuery,
  timelinePageResponse,
} from '@vaultbox/common/schemas/timeline.ts';
import { currentAuth } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { TimelineService } from './timeline.service.ts';

/** HTTP only: the months of the Photos timeline and one month's page. */
export function registerTimelineRoutes(app: ZodApp, timeline: TimelineService): void {
  app.get('/api/timeline/buckets', {
    config: { scope: 'read' },
    schema: { response: { 200: timelineBucketsResponse, ...errorResponses(401) } },
    handler: async (request) => ok({ data: await timeline.buckets(currentAuth(request).user.id) }),
  });

  app.get('/api/timeline/buckets/:month', {
    config: { scope: 'read' },
    schema: {
      params: timelineMonthParams,
      querystring: timelinePageQuery,
      response: { 200: timelinePageResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok({ data: await timeline.page(currentAuth(request).user.id, request.params.month, request.query) }),
  });
}
