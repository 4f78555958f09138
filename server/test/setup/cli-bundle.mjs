// Vitest's global setup for the server's tests: the `vaultbox` program joined into one module by esbuild, as
// `npm start` joins the server (scripts/build-server.mjs). A run of the TypeScript through tsx spends about a second
// loading its hundreds of files before the command starts, and the tests run about 80 commands; the bundle's
// `vaultbox --help` takes 0.6 s against 1.6 s. server/test/cli/operator-help.test.ts still runs server/bin/vaultbox.mjs itself.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from '../../../scripts/build-server.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
/** Where the tests find it (server/test/helpers/cli-bundle.ts names the same place). */
const outdir = join(root, 'server', '.tmp', 'cli');

export default async function buildCliBundle() {
  rmSync(outdir, { recursive: true, force: true });
  await buildServer({ vaultbox: join(root, 'server', 'src', 'cli', 'run.ts') }, outdir);
}
