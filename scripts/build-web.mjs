// `npm start` (prestart) and `npm run build`: builds the web app only when its sources changed since the last build.
// The sources' SHA-256 (every file under WEB_SOURCES, by path and content) is kept beside the build in
// .tmp/web-build.sha256; a missing web/dist/index.html, a different hash or --force builds again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the build reads: the web app, the shared contract it imports, and the installed packages' versions. */
export const WEB_SOURCES = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/public-share.html',
  'web/vite.public.config.ts',
  'web/vite.translator.ts',
  'web/tsconfig.json',
  'web/package.json',
  'common/src',
  'common/package.json',
  'package-lock.json',
];

function filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true })
    .map((name) => join(path, String(name)))
    .filter((name) => statSync(join(root, name)).isFile());
}

/** The SHA-256 of the web app's sources under `root`: each file's path and bytes, in path order. */
export function webSourcesHash(root) {
  const hash = createHash('sha256');
  const files = WEB_SOURCES.flatMap((path) => filesUnder(root, path)).sort();
  for (const file of files) {
    hash.update(`${relative(root, join(root, file))}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Why the web app must be built under `root`, or null when the build there was made from these very sources. */
export function buildReason(root, hash = webSourcesHash(root)) {
  if (!existsSync(join(root, 'web', 'dist', 'index.html'))) return 'no build yet';
  const stamp = join(root, '.tmp', 'web-build.sha256');
  if (!existsSync(stamp)) return 'the build was not made by this script';
  return readFileSync(stamp, 'utf8').trim() === hash ? null : 'its sources changed';
}

/** Records that web/dist under `root` was built from sources hashing to `hash`. */
export function recordBuild(root, hash) {
  const stamp = join(root, '.tmp', 'web-build.sha256');
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${hash}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const hash = webSourcesHash(root);
  const reason = process.argv.includes('--force') ? 'asked with --force' : buildReason(root, hash);
  if (reason === null) {
    console.log('The web app is up to date with its sources: no build needed.');
  } else {
    console.log(`Building the web app (${reason}).`);
    const built = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
    recordBuild(root, hash);
  }
}
