// `npm start` (prestart): the server as JavaScript, so that it runs without the TypeScript loader (whose hooks thread
// and heap cost about 33 MB of memory for the life of the process: docs/decisions/0009). esbuild joins server/src and
// common/src into server/dist/main.mjs, in about a second, so it runs at every start; each `import()` of our own code
// stays a chunk of its own, loaded when first asked, and the installed packages are imported from node_modules as
// before. Tests and `npm run dev` still run the TypeScript itself through tsx.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = join(ROOT, 'server', 'dist', 'main.mjs');

// A module that finds a file beside its own source (the static web build, a worker's script, the package.json) reads
// import.meta.url or import.meta.dirname: in the bundle both would name server/dist. Each is replaced by the address
// of the module's source file, found from the bundle's own place (server/dist is two folders under the repository),
// so a moved checkout still works.
const sourceRoot = (outdir) => `const __sourceRoot = new URL("${relative(outdir, ROOT)}/", import.meta.url);`;
export const SOURCE_ROOT = sourceRoot(dirname(SERVER_BUNDLE));

/** `text` of the source file at `path` (relative to the repository) with its import.meta.url and .dirname pinned. */
export function pinSourcePlace(text, path) {
  const file = JSON.stringify(path);
  const folder = JSON.stringify(dirname(path));
  return text
    .replaceAll('import.meta.url', `new URL(${file}, __sourceRoot).href`)
    .replaceAll('import.meta.dirname', `decodeURIComponent(new URL(${folder}, __sourceRoot).pathname)`);
}

// The installed packages stay in node_modules; the workspace's own (@vaultbox/common) is TypeScript, so it is bundled.
const packagesOutside = {
  name: 'packages-outside',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@vaultbox/') ? undefined : { path: args.path, external: true },
    );
  },
};

const pinSourcePlaces = {
  name: 'pin-source-places',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      return { contents: pinSourcePlace(text, relative(ROOT, args.path)), loader: 'ts' };
    });
  },
};

/**
 * Builds server/dist/main.mjs (and its chunks) from server/src/main.ts; or, given them, other entry points (name:
 * source) into another folder under server/ (whose node_modules the server's packages may be in).
 */
export async function buildServer(
  entryPoints = { main: join(ROOT, 'server', 'src', 'main.ts') },
  outdir = dirname(SERVER_BUNDLE),
) {
  await build({
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    banner: { js: sourceRoot(outdir) },
    plugins: [packagesOutside, pinSourcePlaces],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`Built the server into ${relative(ROOT, SERVER_BUNDLE)} (${Date.now() - started} ms).`);
}
