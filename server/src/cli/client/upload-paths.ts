import { readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { CliError } from './cli-error.ts';
import { userPath } from './user-folder.ts';

// What `vaultbox upload <paths...>` sends: the files named, and every file under a folder named (recursively).

export interface LocalFile {
  /** Absolute path (part of the resume fingerprint). */
  path: string;
  /** As shown to the user: the name, or its place under the folder given. */
  label: string;
  /** The name the server stores (the file's own name). */
  name: string;
  size: number;
  /** Modification time: with path and size, what tells a file from its changed self. */
  mtimeMs: number;
}

export function collectFiles(paths: string[]): LocalFile[] {
  const files: LocalFile[] = [];
  const seen = new Set<string>();
  const add = (path: string, label: string, stats: { size: number; mtimeMs: number }) => {
    if (seen.has(path)) return;
    seen.add(path);
    files.push({ path, label, name: basename(path), size: stats.size, mtimeMs: Math.trunc(stats.mtimeMs) });
  };
  for (const given of paths) {
    const path = userPath(given);
    let stats;
    try {
      stats = statSync(path);
    } catch {
      throw new CliError(`${given}: no such file or folder`, 'NO_SUCH_FILE');
    }
    if (stats.isDirectory()) {
      for (const file of walk(path)) add(file.path, join(basename(path), relative(path, file.path)), file.stats);
    } else if (stats.isFile()) add(path, given, stats);
    else throw new CliError(`${given}: not a file or folder`, 'NO_SUCH_FILE');
  }
  return files;
}

/** Regular files under a folder, in name order; links to folders are not followed (no loops). */
function* walk(dir: string): Generator<{ path: string; stats: { size: number; mtimeMs: number } }> {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile() || entry.isSymbolicLink()) {
      const stats = statSync(path, { throwIfNoEntry: false });
      if (stats?.isFile()) yield { path, stats };
    }
  }
}
