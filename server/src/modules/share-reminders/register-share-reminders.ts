import type { FastifyInstance } from 'fastify';
import { registerSignedInRoutes } from '../../http/signed-in-routes.ts';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { runPeriodicWhileOpen } from '../../jobs/periodic.ts';
import { registerShareReminderRoutes } from './share-reminders.routes.ts';
import type { ShareReminderService } from './share-reminders.service.ts';

const EVERY_15_MINUTES = 15 * 60 * 1000;

/**
 * Expiry reminders (docs/product.md, Expiry reminders): the check at start and every 15 minutes on every instance
 * (what was reminded is kept in the database, so a restart or a second instance sends nothing twice), and the
 * reminder's "extend by 7 days" link.
 */
export async function registerShareReminders(
  app: FastifyInstance,
  { requireUser }: ModuleDeps,
  reminders: ShareReminderService,
): Promise<void> {
  await registerSignedInRoutes(app, requireUser, 'share', (scope) => registerShareReminderRoutes(scope, reminders));
  runPeriodicWhileOpen(app, 'share expiry reminders', EVERY_15_MINUTES, async () => {
    await reminders.remindExpiringShares();
  });
}
