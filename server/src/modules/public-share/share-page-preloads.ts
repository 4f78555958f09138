import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The share screen in the web build's manifest: web/src/app/router.tsx loads its chunk for /s/{slug}. */
const SHARE_SCREEN = 'src/features/public-share/public-share-screen.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

function chunksOf(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const next of manifest[key].imports ?? []) chunksOf(manifest, next, into);
  return into;
}

/**
 * index.html with a <link rel="modulepreload"> for each chunk of the share screen it does not list already, so that a
 * visitor's browser fetches them beside the app's entry instead of once the entry has run (docs/performance.md, Public
 * share page: weight and Lighthouse). As it was without the build's manifest (web/vite.config.ts writes it).
 */
export function withSharePreloads(indexHtml: string, webDist: string): string {
  const path = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(path)) return indexHtml;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  if (!manifest[SHARE_SCREEN] || !manifest['index.html']) return indexHtml;
  const listed = chunksOf(manifest, 'index.html');
  const links = [...chunksOf(manifest, SHARE_SCREEN)]
    .filter((key) => !listed.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`)
    .join('');
  const at = indexHtml.indexOf('</head>');
  return at === -1 ? indexHtml : indexHtml.slice(0, at) + links + indexHtml.slice(at);
}
