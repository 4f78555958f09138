import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What callers hand us: the path of a plaintext temp file, or the bytes themselves. */
export type MediaSource = string | Buffer;

/**
 * Runs `use` with a file path for tools that need one (ffmpeg seeks; pipes cannot). Bytes are written to a private
 * temp directory that is removed afterwards, whatever happens.
 */
export async function withFilePath<T>(source: MediaSource, use: (filePath: string) => Promise<T>): Promise<T> {
  if (typeof source === 'string') return use(path.resolve(source));
  const dir = await mkdtemp(path.join(tmpdir(), 'vaultbox-media-'));
  try {
    const filePath = path.join(dir, 'input');
    await writeFile(filePath, source, { mode: 0o600 });
    return await use(filePath);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
