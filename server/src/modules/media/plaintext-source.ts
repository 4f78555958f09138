import type { Readable } from 'node:stream';
import type { AppContext } from '../../context.ts';
import type { MediaFileRow } from '../../db/tables.ts';
import { withLoopbackUrl, type ByteSource } from '../../media-tools/loopback-url.ts';
import type { MediaSource } from '../../media-tools/media-source.ts';
import { openBlobRange } from '../../storage/blob-reader.ts';

/** Pictures and sounds up to this size are decrypted into memory for sharp and music-metadata, which want bytes. */
export const IN_MEMORY_BYTES = 256 * 1024 * 1024;

async function readAll(stream: Readable): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

/**
 * Runs `use` with the decrypted content of a stored file, never written to disk: in memory for images and audio up to
 * IN_MEMORY_BYTES, otherwise on a loopback URL decrypting each range as ffmpeg asks for it (tools that take only bytes
 * then give up with a reason).
 */
export async function withPlaintextSource<T>(
  ctx: AppContext,
  row: MediaFileRow,
  fileKey: Buffer | null,
  use: (source: MediaSource) => Promise<T>,
): Promise<T> {
  const size = Number(row.size);
  const open = (range?: { start: number; end: number }) =>
    openBlobRange(ctx.blobs, row.storage_key, {
      encryption: fileKey && { fileKey, fileId: row.id },
      expectedSize: size,
      range,
    });
  if (row.category !== 'video' && size <= IN_MEMORY_BYTES) return use(await readAll(await open()));
  const source: ByteSource = { size, open: (start, end) => open({ start, end }) };
  return withLoopbackUrl(source, use);
}
