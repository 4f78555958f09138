import type { AppContext } from '../../context.ts';
import { JobRunner } from '../../jobs/job-runner.ts';
import { createNotificationChannels } from './notification-channels.service.ts';
import { createNotificationDelivery } from './notification-delivery.ts';
import { createNotificationTriggers } from './notification-triggers.ts';
import { createNotificationService, NOTIFICATION_DIGEST_JOB } from './notifications.service.ts';
import { createPushSender } from './push-sender.ts';
import type { NotificationsRuntime } from './register-notifications.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

/** How often an idle digest runner looks for due digests (they are due a minute after their hour). */
const DIGEST_POLL_MS = 30_000;

/** The notifications area's parts, built once by services.ts: `service.notifier` is what other areas are handed. */
export function createNotifications(ctx: AppContext): NotificationsRuntime {
  const tokens = createUnsubscribeTokens(ctx.keyring.derive('vaultbox/notification-unsubscribe'));
  const push = createPushSender(ctx);
  const service = createNotificationService(ctx, createNotificationDelivery(ctx, tokens, push));
  const jobs = new JobRunner(ctx.db, ctx.log, { pollMs: DIGEST_POLL_MS });
  jobs.register(NOTIFICATION_DIGEST_JOB, service.sendDigest);
  return {
    service,
    channels: createNotificationChannels(ctx, push, tokens),
    triggers: createNotificationTriggers(ctx, service.notifier),
    jobs,
  };
}
