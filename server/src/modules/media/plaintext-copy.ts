import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../context.ts';
import type { MediaFileRow } from '../../db/tables.ts';
import { openBlobRange } from '../../storage/blob-reader.ts';

/** Where decrypted working copies live for the few seconds a job needs them (the sweep clears leftovers). */
export const plaintextTempDir = (dataDir: string) => join(dataDir, 'tmp');

/**
 * Runs `use` with the path of a decrypted copy of the file (mode 0600), for tools that need a seekable file
 * (ffmpeg, libvips). The copy is deleted afterwards, whatever happens.
 */
export async function withPlaintextCopy<T>(
  ctx: AppContext,
  row: MediaFileRow,
  fileKey: Buffer | null,
  use: (path: string) => Promise<T>,
): Promise<T> {
  const dir = plaintextTempDir(ctx.config.dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, `job-${randomUUID()}`);
  try {
    const source = await openBlobRange(ctx.blobs, row.storage_key, {
      encryption: fileKey && { fileKey, fileId: row.id },
      expectedSize: Number(row.size),
    });
    await pipeline(source, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    return await use(path);
  } finally {
    await rm(path, { force: true });
  }
}
