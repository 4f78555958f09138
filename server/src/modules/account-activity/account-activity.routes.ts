import { activityQuery, activityResponse } from '@vaultbox/common/schemas/account-security.ts';
import { currentUserId } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { AccountActivityService } from './account-activity.service.ts';

/** HTTP only: GET /api/user/activity?page&limit (defaults 1 and 20). */
export function registerAccountActivityRoutes(app: ZodApp, activity: AccountActivityService): void {
  app.get('/api/user/activity', {
    config: { scope: 'account' },
    schema: { querystring: activityQuery, response: { 200: activityResponse, ...errorResponses(401) } },
    handler: async (request) => ok(await activity.page(currentUserId(request), request.query)),
  });
}
