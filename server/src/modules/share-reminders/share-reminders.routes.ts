import {
  shareExtendParams,
  shareExtendPreviewResponse,
  shareExtendResponse,
} from '@vaultbox/common/schemas/share-extend.ts';
import { currentUserId } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { ShareReminderService } from './share-reminders.service.ts';

/** HTTP only: the owner's "extend by 7 days" link of an expiry reminder (signed in; someone else's share is 404). */
export function registerShareReminderRoutes(app: ZodApp, reminders: ShareReminderService): void {
  app.get('/api/shares/extend/:token', {
    config: { scope: 'read' },
    schema: {
      params: shareExtendParams,
      response: { 200: shareExtendPreviewResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ok({ data: await reminders.preview(currentUserId(request), request.params.token) }),
  });

  app.post('/api/shares/extend/:token', {
    config: { scope: 'share' },
    schema: {
      params: shareExtendParams,
      response: { 200: shareExtendResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const share = await reminders.extend(currentUserId(request), request.params.token, requestMeta(request));
      return ok({ data: { share } });
    },
  });
}
