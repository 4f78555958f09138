import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSpaIndex } from '../../http/spa.ts';
import { pageModules, readManifest, withModulePreloads } from '../../http/page-preloads.ts';

/** The public share page's own build (web/vite.public.config.ts), inside the web app's. */
export const PUBLIC_SHARE_HTML = join('public', 'public-share.html');

/**
 * The page for /s/{slug}: the public share page's own build when there is one (its one script listed already;
 * `ownPage`), else the app's index.html with the share screen's chunks preloaded (docs/performance.md, Public share
 * page: weight and Lighthouse). Null without a built web app.
 */
export function readSharePageHtml(webDist: string): { html: string; ownPage: boolean } | null {
  const ownPage = join(webDist, PUBLIC_SHARE_HTML);
  if (existsSync(ownPage)) return { html: readFileSync(ownPage, 'utf8'), ownPage: true };
  const spaIndex = readSpaIndex(webDist);
  if (spaIndex === null) return null;
  return { html: withModulePreloads(spaIndex, readManifest(webDist), pageModules('/s/slug')), ownPage: false };
}
