import { join } from 'node:path';

/** The repository's root: this file lives in server/test/helpers. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

/** The real media files tests read, kept in the repository beside their licences (see its README.md). */
export const FIXTURES_DIR = join(import.meta.dirname, '..', 'fixtures');

/** The path of one fixture file, e.g. fixture('fixture.jpg'). */
export function fixture(name: string): string {
  return join(FIXTURES_DIR, name);
}
