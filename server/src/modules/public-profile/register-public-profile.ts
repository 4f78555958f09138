import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { createOpenStreams } from '../../http/open-streams.ts';
import { byIp, rateLimit } from '../../http/rate-limits.ts';
import { zodApp } from '../../http/zod-app.ts';
import { registerPublicProfileRoutes } from './public-profile.routes.ts';
import type { PublicProfileService } from './public-profile.service.ts';

/**
 * The public profile pages /u/{username} (their data and files' bytes under /api/u): open to strangers, every
 * request counted per address (publicProfilePerIp), every byte response holding one of the address's open-stream
 * places, as a share's do.
 */
export async function registerPublicProfile(
  app: FastifyInstance,
  deps: ModuleDeps,
  profiles: PublicProfileService,
): Promise<void> {
  const streams = {
    perAddress: deps.connectionLimits.publicStreamsPerAddress,
    total: deps.connectionLimits.publicStreamsTotal,
  };
  await app.register(async (scope) => {
    scope.addHook('preHandler', rateLimit(scope, deps.limits, 'publicProfilePerIp', byIp));
    registerPublicProfileRoutes(zodApp(scope), profiles, createOpenStreams(deps.ctx.holds, streams));
  });
}
