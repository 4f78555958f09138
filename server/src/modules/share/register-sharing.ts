import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { RateLimits } from '../../http/rate-limits.ts';
import { TooManyAttemptsError } from '../public-share/public-share-errors.ts';
import { registerPublicShareContentRoutes } from '../public-share/public-share-content.routes.ts';
import { registerPublicShareRoutes } from '../public-share/public-share.routes.ts';
import { createPublicShareService } from '../public-share/public-share.service.ts';
import { registerSharePage } from '../public-share/share-page.routes.ts';
import { registerShareRoutes } from './share.routes.ts';
import { createShareService } from './share.service.ts';

type Guard = (request: FastifyRequest) => Promise<void>;

export interface SharingOptions {
  /** Where the built web app lives: /s/{slug} serves its index.html with link-preview tags. */
  webDist: string;
  limits: RateLimits;
}

/** Everything of sharing: the owner's share links, and the public page, data, bytes and raw link of a share. */
export async function registerSharing(app: FastifyInstance, ctx: AppContext, requireUser: Guard, options: SharingOptions): Promise<void> {
  registerShareRoutes(app, createShareService(ctx), requireUser);
  const publicShares = createPublicShareService(ctx, options.limits.sharePasswordPerShareAndIp);
  const appOrigin = new URL(ctx.config.appUrl).origin;
  await app.register(async (scope) => {
    // The 429 of wrong share passwords says when to retry.
    scope.addHook('onError', async (_request, reply, error) => {
      if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
    });
    registerPublicShareRoutes(scope, publicShares);
    registerPublicShareContentRoutes(scope, publicShares, appOrigin);
    registerSharePage(scope, publicShares, { webDist: options.webDist, appUrl: ctx.config.appUrl });
  });
}
