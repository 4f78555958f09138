import { z } from 'zod';
import type { ZodApp } from '../../http/zod-app.ts';
import { allowFramingEverywhere } from './embed-policy.http.ts';
import type { PublicShareService } from './public-share.service.ts';
import { readSharePageHtml } from './share-page-html.ts';
import { withSharePageFrame } from './share-page-frame.ts';
import { withShareTags } from './share-page-tags.ts';

/**
 * GET /s/{slug}: the public share page's own build (else the web app's index.html, the share screen's scripts
 * preloaded) with link-preview tags for the share. It counts no view (the app's data call does). With ?embed=true and
 * a share that allows embedding it may be framed by any site; otherwise helmet's frame-ancestors 'self' and
 * X-Frame-Options SAMEORIGIN stay. Without a built web app the route does not exist.
 */
export function registerSharePage(
  app: ZodApp,
  shares: PublicShareService,
  options: { webDist: string; appUrl: string },
): void {
  const sharePage = readSharePageHtml(options.webDist);
  if (sharePage === null) return;
  // Only the share page's own build takes the frame's place: the app's own page has no code to take it away.
  const { html: indexHtml, ownPage } = sharePage;

  app.get('/s/:slug', {
    schema: {
      hide: true,
      params: z.object({ slug: z.string() }),
      querystring: z.object({ embed: z.string().optional() }),
    },
    handler: async (request, reply) => {
      const page = await shares.pageMeta(request.params.slug);
      const embed = request.query.embed === 'true';
      if (page.allowFraming && embed) allowFramingEverywhere(reply);
      reply.header('cache-control', 'no-store');
      const tagged = withShareTags(indexHtml, page.media, options.appUrl);
      // An embedded page shows the file alone, in another box: no frame for it.
      const html = embed || !ownPage ? tagged : withSharePageFrame(tagged, page.media);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  });
}
