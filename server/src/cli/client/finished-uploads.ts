import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureConfigDir, writePrivateFile } from './config-store.ts';
import type { LocalFile } from './upload-paths.ts';

// The files `vaultbox upload` finished, by server, path, size and modification time, so that rerunning a command
// Ctrl-C stopped sends only what was left instead of the finished files a second time (kept 30 days, 0600).

export const FINISHED_FILE = 'uploaded.json';
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

interface Finished {
  mediaId: string;
  at: number;
}

export interface FinishedUploads {
  find(server: string, file: LocalFile): string | null;
  add(server: string, file: LocalFile, mediaId: string): void;
  forget(server: string, file: LocalFile): void;
}

const keyOf = (server: string, file: LocalFile) => `${server}|${file.path}|${file.size}|${file.mtimeMs}`;

export function finishedUploads(dir: string, now = () => Date.now()): FinishedUploads {
  const path = join(dir, FINISHED_FILE);
  const read = (): Record<string, Finished> => {
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as Record<string, Finished>;
    } catch {
      return {};
    }
  };
  const write = (edit: (records: Record<string, Finished>) => void) => {
    const records = read();
    edit(records);
    for (const [key, entry] of Object.entries(records)) if (now() - entry.at > KEEP_MS) delete records[key];
    ensureConfigDir(dir);
    writePrivateFile(path, JSON.stringify(records, null, 2));
  };
  return {
    find: (server, file) => read()[keyOf(server, file)]?.mediaId ?? null,
    add: (server, file, mediaId) =>
      write((records) => {
        records[keyOf(server, file)] = { mediaId, at: now() };
      }),
    forget: (server, file) =>
      write((records) => {
        delete records[keyOf(server, file)];
      }),
  };
}
