import { z } from 'zod';
import {
  markReadRequest,
  notificationListQuery,
  notificationListResponse,
  pushKeyResponse,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
  unreadCountResponse,
  unsubscribeResponse,
} from '@vaultbox/common/schemas/notifications.ts';
import { messageResponse } from '@vaultbox/common/schemas/common.ts';
import { currentUserId } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { NotificationChannels } from './notification-channels.service.ts';
import type { NotificationService } from './notifications.service.ts';

/** HTTP only, signed in: the bell's list, its unread count, marking read, and the browsers that get Web Push. */
export function registerNotificationRoutes(
  app: ZodApp,
  notifications: NotificationService,
  channels: NotificationChannels,
): void {
  app.get('/api/notifications', {
    config: { scope: 'read' },
    schema: { querystring: notificationListQuery, response: { 200: notificationListResponse, ...errorResponses(401) } },
    handler: async (request) => ok({ data: await notifications.list(currentUserId(request), request.query) }),
  });

  app.get('/api/notifications/unread', {
    config: { scope: 'read' },
    schema: { response: { 200: unreadCountResponse, ...errorResponses(401) } },
    handler: async (request) => ok({ unread: await notifications.unread(currentUserId(request)) }),
  });

  app.post('/api/notifications/read', {
    config: { scope: 'account' },
    schema: { body: markReadRequest, response: { 200: unreadCountResponse, ...errorResponses(400, 401) } },
    handler: async (request) => ok({ unread: await notifications.markRead(currentUserId(request), request.body) }),
  });

  app.get('/api/notifications/push-key', {
    config: { scope: 'account' },
    schema: { response: { 200: pushKeyResponse, ...errorResponses(401) } },
    handler: async () => ok({ publicKey: await channels.publicKey() }),
  });

  app.post('/api/notifications/push-subscriptions', {
    config: { scope: 'account' },
    schema: { body: pushSubscriptionRequest, response: { 200: messageResponse, ...errorResponses(400, 401) } },
    handler: async (request) => {
      await channels.subscribe(currentUserId(request), request.body);
      return ok({ message: 'This browser will receive notifications' });
    },
  });

  app.delete('/api/notifications/push-subscriptions', {
    config: { scope: 'account' },
    schema: { body: pushUnsubscribeRequest, response: { 200: messageResponse, ...errorResponses(400, 401) } },
    handler: async (request) => {
      await channels.unsubscribePush(currentUserId(request), request.body.endpoint);
      return ok({ message: 'This browser will no longer receive notifications' });
    },
  });
}

/**
 * Open to strangers: a mail's one-click unsubscribe (RFC 8058), POSTed by the mail client with the form body
 * "List-Unsubscribe=One-Click", or by the web's /unsubscribe/{token} page. The signed token is the only credential.
 */
export function registerUnsubscribeRoute(app: ZodApp, channels: NotificationChannels): void {
  app.post('/api/notifications/unsubscribe/:token', {
    schema: {
      tags: ['notifications'],
      params: z.object({ token: z.string().max(600) }),
      response: { 200: unsubscribeResponse, ...errorResponses(400) },
    },
    handler: async (request) => ok(await channels.unsubscribe(request.params.token)),
  });
}
