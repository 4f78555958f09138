import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The id of the web build being served: a hash of its index.html (which names every fingerprinted asset), read again
 * whenever the file changes, so a tab opened before a new build learns of it. 'none' without a build.
 */
export function webBuildId(webDist: string): () => string {
  const file = join(webDist, 'index.html');
  let seen: { mtimeMs: number; size: number; id: string } | null = null;
  return () => {
    try {
      const { mtimeMs, size } = statSync(file);
      if (seen?.mtimeMs !== mtimeMs || seen.size !== size) {
        const id = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
        seen = { mtimeMs, size, id };
      }
      return seen.id;
    } catch {
      return 'none';
    }
  };
}
