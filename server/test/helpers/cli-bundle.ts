import { join } from 'node:path';
import { REPO_ROOT } from './fixtures.ts';

/** The `vaultbox` program as one module, built before the tests run (server/test/setup/cli-bundle.mjs). */
export const CLI_BUNDLE = join(REPO_ROOT, 'server', '.tmp', 'cli', 'vaultbox.mjs');

/** What the person types: the command's own entry, which loads the TypeScript through tsx. */
export const CLI_ENTRY = join(REPO_ROOT, 'server', 'bin', 'vaultbox.mjs');
