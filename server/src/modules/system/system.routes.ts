import { systemInfoResponse } from '@vaultbox/common/schemas/system.ts';
import type { Config } from '../../config.ts';
import type { Maintenance } from './maintenance.service.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';

/**
 * GET /api/system/info, open to everyone: the web polls it for the system notices (a new build, maintenance,
 * the connection) and for the owner's warning about links in mails when APP_URL is not set.
 */
export function registerSystemRoutes(
  app: ZodApp,
  deps: { config: Config; maintenance: Maintenance; buildId: () => string },
): void {
  app.get('/api/system/info', {
    schema: { tags: ['system'], response: { 200: systemInfoResponse } },
    logLevel: 'warn',
    handler: async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok({
        buildId: deps.buildId(),
        maintenance: await deps.maintenance.isOn(),
        appUrl: deps.config.appUrl,
        appUrlConfigured: deps.config.appUrlConfigured,
        maxUploadBytes: deps.config.maxUploadBytes,
      });
    },
  });
}
