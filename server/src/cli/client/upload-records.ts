import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { ensureConfigDir, writePrivateFile } from './config-store.ts';

// The unfinished uploads of `vaultbox upload`, kept in the config folder (0600) under tus-js-client's fingerprint of
// each file (its path, size and modification time), so a rerun after Ctrl-C resumes where the server stands.

export const UPLOADS_FILE = 'uploads.json';

type Records = Record<string, Omit<PreviousUpload, 'urlStorageKey'>>;

/** A tus-js-client URL storage over one JSON file; changes in this process are made one at a time. */
export function uploadRecords(dir: string): UrlStorage {
  const path = join(dir, UPLOADS_FILE);
  let queue: Promise<unknown> = Promise.resolve();
  const read = (): Records => {
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as Records;
    } catch {
      return {};
    }
  };
  const change = <T>(edit: (records: Records) => T): Promise<T> => {
    const next = queue.then(() => {
      const records = read();
      const result = edit(records);
      ensureConfigDir(dir);
      writePrivateFile(path, JSON.stringify(records, null, 2));
      return result;
    });
    queue = next.catch(() => undefined);
    return next;
  };
  const find = (prefix: string): PreviousUpload[] =>
    Object.entries(read())
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => ({ ...value, urlStorageKey: key }));
  return {
    findAllUploads: async () => find('tus::'),
    findUploadsByFingerprint: async (fingerprint) => find(`tus::${fingerprint}::`),
    removeUpload: (key) =>
      change((records) => {
        delete records[key];
      }),
    addUpload: (fingerprint, upload) =>
      change((records) => {
        const key = `tus::${fingerprint}::${randomBytes(6).toString('hex')}`;
        const { urlStorageKey: _ignored, ...stored } = upload as PreviousUpload;
        records[key] = stored;
        return key;
      }),
  };
}
