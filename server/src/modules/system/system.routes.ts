import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemInfoResponse } from '@vaultbox/common/schemas/system.ts';
import type { Config } from '../../config.ts';
import type { Maintenance } from './maintenance.service.ts';

/**
 * GET /api/system/info, open to everyone: the web polls it for the system notices of SPEC §8 (a new build, maintenance,
 * the connection) and for the owner's warning about links in mails when APP_URL is not set.
 */
export function registerSystemRoutes(
  root: FastifyInstance,
  deps: { config: Config; maintenance: Maintenance; buildId: () => string },
): void {
  root.withTypeProvider<ZodTypeProvider>().get('/api/system/info', {
    schema: { tags: ['system'], response: { 200: systemInfoResponse } },
    logLevel: 'warn',
    handler: async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return {
        success: true as const,
        buildId: deps.buildId(),
        maintenance: await deps.maintenance.isOn(),
        appUrl: deps.config.appUrl,
        appUrlConfigured: deps.config.appUrlConfigured,
      };
    },
  });
}
