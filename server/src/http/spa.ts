import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundError } from '../errors.ts';
import { pageModules, readManifest, withModulePreloads } from './page-preloads.ts';

export const WEB_DIST = join(import.meta.dirname, '..', '..', '..', 'web', 'dist');

/** The built app's index.html, for pages the server fills in itself (the share page's link-preview tags); null without a build. */
export function readSpaIndex(root: string = WEB_DIST): string | null {
  const file = join(root, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * Serves the built web app when web/dist exists. Any GET that is not /api and not a missing asset gets index.html,
 * so client routes (/login, /s/x, ...) load the app; everything else is our JSON 404.
 */
export async function registerSpa(app: FastifyInstance, root: string = WEB_DIST): Promise<void> {
  const indexHtml = readSpaIndex(root);
  const hasSpa = indexHtml !== null;
  // Each page's index.html lists its own screen's chunks (page-preloads.ts): made once per route, from the build the
  // server started with, as the share page's is.
  const manifest = hasSpa ? readManifest(root) : null;
  const pageHtml = new Map<string, string>();
  const htmlFor = (path: string): string => {
    const modules = pageModules(path);
    const key = modules.join(' ');
    let html = pageHtml.get(key);
    if (html === undefined) {
      html = withModulePreloads(indexHtml ?? '', manifest, modules);
      pageHtml.set(key, html);
    }
    return html;
  };
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each script and style (web/vite.config.ts).
      preCompressed: true,
      // Vite fingerprints everything under assets/, so those never change under the same name; the rest revalidates.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes('/assets/');
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const isPage =
      hasSpa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api') &&
      !path.startsWith('/assets/') &&
      // The public share page's own build (web/vite.public.config.ts).
      !path.startsWith('/public/assets/');
    if (isPage) return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(htmlFor(path));
    throw notFoundError();
  });
}
