import { idParams } from '@vaultbox/common/schemas/common.ts';
import {
  timelineAroundResponse,
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

/** HTTP only: the months of the Photos timeline, one month's page, and where one file sits on it. */
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

  // The player opened from Photos walks the timeline: "n / N" and previous/next in its order.
  app.get('/api/timeline/around/:id', {
    config: { scope: 'read' },
    schema: { params: idParams, response: { 200: timelineAroundResponse, ...errorResponses(401, 404) } },
    handler: async (request) => ok({ data: await timeline.around(currentAuth(request).user.id, request.params.id) }),
  });
}
