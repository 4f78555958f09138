import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The real media files the server tests use too, kept in the repository (server/test/fixtures, see its README). */
export const FIXTURES = join(root, 'server', 'test', 'fixtures');

/** Scratch files of the end-to-end run: generated media, saved sessions. */
export const filesDir = join(root, '.tmp', 'e2e-files');
