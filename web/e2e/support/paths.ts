import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The shared media fixtures, beside the repository (../shared/fixtures), unless VAULTBOX_FIXTURES says otherwise. */
export const FIXTURES = process.env.VAULTBOX_FIXTURES ?? join(root, '..', 'shared', 'fixtures');

/** Scratch files of the end-to-end run: generated media, saved sessions. */
export const filesDir = join(root, '.tmp', 'e2e-files');
