import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import {
  BLOB_KEY_PATTERN,
  assertBlobKey,
  type BlobEntry,
  type BlobStore,
  type ReadOptions,
  type TempBlob,
} from './blob-store.ts';
import type { ByteRange } from './byte-range.ts';
import { FilePiecesStream } from './file-pieces-stream.ts';
import { FlushingFileStream } from './flushing-file-stream.ts';
import { BlobNotFoundError } from './storage-errors.ts';

const TEMP_DIR = 'tmp';

/**
 * Blobs as files: <root>/<first 2 chars of key>/<key>, temp blobs in <root>/tmp/<id>. The temp dir sits inside the
 * same root so that commit is a rename on one filesystem, which is atomic.
 */
/**
 * Bytes per read of a stored file. Each read costs a turn of the event loop; in 1 MiB reads a download beside a busy
 * API moves 16 times further per turn than in the default 64 KiB (see docs/performance.md, library).
 */
const READ_BYTES = 1024 * 1024;
/**
 * Bytes a blob's write stream buffers before it asks its writer to wait. Node's default (16 KiB) is less than one
 * sealed chunk, so every chunk waited for its disk write before the next network read: upload throughput was then
 * the sum of the two instead of the slower (see docs/performance.md, upload).
 */
const WRITE_BUFFER_BYTES = 1024 * 1024;

export class LocalBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  async createTemp(): Promise<TempBlob> {
    const id = randomBytes(18).toString('base64url');
    await mkdir(this.tempDir(), { recursive: true });
    // Open before returning: the file exists (and can be discarded) from the moment the caller has an id.
    const handle = await open(this.tempPath(id), 'wx', 0o600);
    // The commit fsyncs; until then the data flushes in the background as it is written.
    return {
      id,
      stream: new FlushingFileStream(handle, { start: 0, highWaterMark: WRITE_BUFFER_BYTES, syncOnFinish: false }),
    };
  }

  async commit(tempId: string, key: string): Promise<void> {
    const from = this.tempPath(tempId);
    const to = this.blobPath(key);
    await fsyncPath(from, 'r+', () => new BlobNotFoundError(tempId));
    await mkdir(join(this.root, shardOf(key)), { recursive: true });
    await rename(from, to);
    // The rename itself is only durable once the directory entry is flushed.
    await fsyncDirectory(join(this.root, shardOf(key)));
  }

  async discardTemp(tempId: string): Promise<void> {
    await rm(this.tempPath(tempId), { force: true });
  }

  async openTemp(tempId: string, at: number): Promise<Writable> {
    const handle = await openExisting(this.tempPath(tempId), 'r+', tempId);
    try {
      await handle.truncate(at);
    } catch (error) {
      await handle.close();
      throw error;
    }
    // Finishing means durable: the offset a resumable upload reports must survive a crash.
    return new FlushingFileStream(handle, { start: at, highWaterMark: WRITE_BUFFER_BYTES, syncOnFinish: true });
  }

  async tempSize(tempId: string): Promise<number> {
    return sizeOf(this.tempPath(tempId), tempId);
  }

  async readTemp(tempId: string, range?: ByteRange): Promise<Readable> {
    const handle = await openExisting(this.tempPath(tempId), 'r', tempId);
    return handle.createReadStream({ ...range, highWaterMark: READ_BYTES });
  }

  async read(key: string, range?: ByteRange, options: ReadOptions = {}): Promise<Readable> {
    const handle = await openExisting(this.blobPath(key), 'r', key);
    if (options.pieceBytes) return new FilePiecesStream(handle, range, options.pieceBytes);
    return handle.createReadStream({ ...range, highWaterMark: READ_BYTES });
  }

  async size(key: string): Promise<number> {
    return sizeOf(this.blobPath(key), key);
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async exists(key: string): Promise<boolean> {
    const path = this.blobPath(key);
    return stat(path).then(
      (info) => info.isFile(),
      (error: unknown) => {
        if (isNotFound(error)) return false;
        throw error;
      },
    );
  }

  async delete(key: string): Promise<void> {
    await rm(this.blobPath(key), { force: true });
  }

  async *list(): AsyncGenerator<BlobEntry> {
    for (const shard of await listNames(this.root)) {
      if (shard === TEMP_DIR || shard.length > 2) continue;
      yield* listFiles(join(this.root, shard));
    }
  }

  listTemp(): AsyncGenerator<BlobEntry> {
    return listFiles(this.tempDir());
  }

  private tempDir(): string {
    return join(this.root, TEMP_DIR);
  }

  private tempPath(tempId: string): string {
    assertBlobKey(tempId);
    return join(this.tempDir(), tempId);
  }

  private blobPath(key: string): string {
    assertBlobKey(key);
    return join(this.root, shardOf(key), key);
  }
}

// Spreads blobs over directories so no single directory grows to millions of entries.
function shardOf(key: string): string {
  return key.slice(0, 2);
}

async function openExisting(path: string, flags: string, key: string): Promise<FileHandle> {
  return open(path, flags).catch((error: unknown) => {
    throw isNotFound(error) ? new BlobNotFoundError(key) : error;
  });
}

async function sizeOf(path: string, key: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    throw isNotFound(error) ? new BlobNotFoundError(key) : error;
  }
}

async function* listFiles(dir: string): AsyncGenerator<BlobEntry> {
  for (const name of await listNames(dir)) {
    if (!BLOB_KEY_PATTERN.test(name)) continue; // not ours: leave it alone
    const info = await stat(join(dir, name)).catch(() => null); // deleted meanwhile
    if (info?.isFile()) yield { key: name, modifiedAt: info.mtime };
  }
}

async function listNames(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

async function fsyncPath(path: string, flags: string, notFound: () => Error): Promise<void> {
  const handle = await open(path, flags).catch((error: unknown) => {
    throw isNotFound(error) ? notFound() : error;
  });
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function fsyncDirectory(dir: string): Promise<void> {
  try {
    await fsyncPath(dir, 'r', () => new Error(`Directory ${dir} vanished`));
  } catch (error) {
    // Some platforms cannot fsync a directory; the rename is still atomic there.
    if (!['EISDIR', 'EINVAL', 'EPERM', 'EACCES'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}
