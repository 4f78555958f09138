import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import { zodApp } from '../../http/zod-app.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { NotificationChannels } from './notification-channels.service.ts';
import type { NotificationTriggers } from './notification-triggers.ts';
import { registerNotificationRoutes, registerUnsubscribeRoute } from './notifications.routes.ts';
import type { NotificationService } from './notifications.service.ts';

/** The notifications area, built in services.ts; tests run its digest jobs and wait for its deliveries. */
export interface NotificationsRuntime {
  service: NotificationService;
  channels: NotificationChannels;
  triggers: NotificationTriggers;
  /** Runs the hourly digests (started when the app is ready, stopped before it closes). */
  jobs: JobRunner;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsRuntime;
  }
}

/** The bell's routes, the Web Push subscriptions, the mails' one-click unsubscribe and the digest job runner. */
export async function registerNotifications(
  app: FastifyInstance,
  { requireUser }: ModuleDeps,
  notifications: NotificationsRuntime,
): Promise<void> {
  app.decorate('notifications', notifications);
  await registerSignedInRoutes(app, requireUser, 'notifications', (scope) =>
    registerNotificationRoutes(scope, notifications.service, notifications.channels),
  );
  await app.register(async (scope) => {
    // RFC 8058: mail clients POST the one-click body as a form; it says nothing the route needs, so it is not read.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    registerUnsubscribeRoute(zodApp(scope), notifications.channels);
  });
  app.addHook('onReady', async () => notifications.jobs.start());
  app.addHook('preClose', async () => {
    await notifications.jobs.stop();
    await notifications.service.settled();
  });
}
