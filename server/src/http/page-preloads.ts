import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The web app loads each page's code when its route is first visited (web/src/app/router.tsx): the entry runs, the
// router matches the address, then asks for the signed-in frame's and the screen's chunks, one wave after another. The
// server knows the address as it sends index.html, so it lists those chunks there as <link rel="modulepreload">, and
// the browser fetches them beside the entry (docs/performance.md, Public share page: weight and Lighthouse).

/** The signed-in frame every signed-in page is drawn in. */
const SIGNED_IN_FRAME = 'src/app/shell/app-shell.tsx';

interface Page {
  /** The route's path as web/src/app/router.tsx writes it (`:name` a segment, `:name?` an optional one). */
  path: string;
  /** The modules its route loads, as the build's manifest names them. */
  modules: string[];
}

const open = (path: string, screen: string): Page => ({ path, modules: [`src/features/${screen}.tsx`] });
const signedIn = (path: string, screen: string): Page => ({
  path,
  modules: [SIGNED_IN_FRAME, `src/features/${screen}.tsx`],
});

/** Every route of web/src/app/router.tsx that loads a screen (page-preloads.test.ts holds the two together). */
export const PAGES: readonly Page[] = [
  open('login', 'auth/login-screen'),
  open('register', 'auth/register-screen'),
  open('email-confirmation', 'auth/email-confirmation-screen'),
  open('reset-password/:token?', 'auth/reset-password-screen'),
  open('activate/:token?', 'auth/activation-screen'),
  open('oidc/complete', 'auth/oidc-screens'),
  open('oidc/link', 'auth/oidc-screens'),
  open('oidc/invite', 'auth/oidc-screens'),
  open('oidc/error', 'auth/oidc-screens'),
  open('verify-email/:token?', 'auth/verify-email-screen'),
  open('s/:slug', 'public-share/public-share-screen'),
  open('u/:username', 'public-profile/public-profile-screen'),
  open('request/:slug', 'file-requests/request-visitor-screen'),
  open('unsubscribe/:token', 'notifications/unsubscribe-screen'),
  // The address `/` opens the dashboard.
  signedIn('', 'dashboard/dashboard-screen'),
  signedIn('dashboard', 'dashboard/dashboard-screen'),
  signedIn('library', 'library/library-screen'),
  signedIn('photos', 'photos/photos-screen'),
  signedIn('player/:id', 'player/player-screen'),
  signedIn('albums', 'albums/albums-screen'),
  signedIn('albums/:id', 'albums/album-screen'),
  signedIn('upload', 'upload/upload-screen'),
  signedIn('sharing', 'sharing/sharing-screen'),
  signedIn('requests', 'file-requests/file-requests-screen'),
  signedIn('shares/extend/:token', 'share-extend/share-extend-screen'),
  signedIn('files/:id/delete', 'file-delete/file-delete-screen'),
  signedIn('sharing/:id/activity', 'sharing/share-activity-screen'),
  signedIn('settings', 'settings/settings-screen'),
  signedIn('invite-codes', 'admin/invite-codes-screen'),
  signedIn('manage-users', 'admin/manage-users-screen'),
];

/** Whether an address's path (`/albums/7`) is a route's (`albums/:id`), as the router matches it. */
export function pathMatches(route: string, path: string): boolean {
  const wanted = route.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  if (given.length > wanted.length) return false;
  return wanted.every((segment, at) => {
    if (segment.endsWith('?')) return true;
    if (at >= given.length) return false;
    return segment.startsWith(':') || segment === given[at];
  });
}

/** The modules a page's route loads, none for an address no route has. */
export function pageModules(path: string): string[] {
  return PAGES.find((page) => pathMatches(page.path, path))?.modules ?? [];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The build's manifest (web/vite.config.ts writes it), or null without one. */
export function readManifest(webDist: string): Manifest | null {
  const path = join(webDist, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

function chunksOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const next of manifest[key].imports ?? []) chunksOf(manifest, next, into);
  return into;
}

/**
 * index.html with a <link rel="modulepreload"> for each chunk of these modules (and the chunks they import) that it
 * does not list already. As it is without a manifest, or when the manifest has none of them. At low priority, so the
 * entry and the style sheet, which the first paint waits for, go first (Lighthouse's first paint on the dashboard:
 * 3.4 s at the default priority, 2.2 s at low; the largest paint the same).
 */
export function withModulePreloads(indexHtml: string, manifest: Manifest | null, modules: readonly string[]): string {
  if (!manifest?.['index.html'] || modules.length === 0) return indexHtml;
  const listed = chunksOf(manifest, 'index.html');
  const wanted = new Set<string>();
  for (const module of modules) chunksOf(manifest, module, wanted);
  const links = [...wanted]
    .filter((key) => !listed.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${manifest[key].file}">`)
    .join('');
  const at = indexHtml.indexOf('</head>');
  return at === -1 || links === '' ? indexHtml : indexHtml.slice(0, at) + links + indexHtml.slice(at);
}
