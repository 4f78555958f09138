// Helpers shared by the storage tests (not used by production code).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { ByteRange } from '../../src/storage/byte-range.ts';
import { ChunkSealer } from '../../src/storage/crypto/chunked-encrypt.ts';
import { openCipherBlob, type BlobRangeReader } from '../../src/storage/crypto/chunked-decrypt.ts';

export async function collect(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const pieces: Uint8Array[] = [];
  for await (const piece of source) pieces.push(piece);
  return Buffer.concat(pieces);
}

/** Splits a buffer into pieces of an awkward size, so chunk regrouping is exercised. */
export function piecesOf(data: Buffer, pieceSize = 7777): Readable {
  const pieces: Buffer[] = [];
  for (let i = 0; i < data.length; i += pieceSize) pieces.push(data.subarray(i, i + pieceSize));
  return Readable.from(pieces);
}

/** `plaintext` sealed as a stored blob is, handed to the sealer in pieces of an awkward size. */
export async function encryptBuffer(plaintext: Buffer, key: Buffer, fileId: string): Promise<Buffer> {
  const sealer = new ChunkSealer(key, fileId);
  const out: Buffer[] = [];
  for await (const piece of piecesOf(plaintext)) out.push(...sealer.push(piece as Buffer));
  out.push(...sealer.finish());
  return Buffer.concat(out);
}

/** A range reader over an in-memory blob that records every range asked for and every byte handed out. */
export function memoryReader(
  blob: Buffer,
  pieceSize = 5000,
): BlobRangeReader & { reads: ByteRange[]; bytesRead: () => number } {
  let bytes = 0;
  const reads: ByteRange[] = [];
  const reader = async (range: ByteRange) => {
    reads.push(range);
    const slice = blob.subarray(range.start, range.end + 1);
    bytes += slice.length;
    return piecesOf(slice, pieceSize);
  };
  return Object.assign(reader, { reads, bytesRead: () => bytes });
}

export async function decryptBuffer(
  blob: Buffer,
  key: Buffer,
  fileId: string,
  range?: ByteRange,
  pieceSize?: number,
): Promise<Buffer> {
  const opened = await openCipherBlob(blob.length, memoryReader(blob, pieceSize), key, fileId);
  return collect(opened.decrypt(range));
}

export async function withTempDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'vaultbox-storage-'));
  try {
    return await run(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// The garbage collector, called by hand: what a test measures is memory held, not garbage V8 has not collected yet
// (how much of that there is depends on how busy the machine is).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * Peak RSS growth (bytes) while `run` executes: sampled every 10 ms after a collection, often enough to catch a
 * buffer that is held while a part or a chunk is in flight.
 */
export async function peakRssGrowth(run: () => Promise<void>): Promise<number> {
  const rssAfterCollecting = () => {
    collectGarbage();
    return process.memoryUsage().rss;
  };
  const baseline = rssAfterCollecting();
  let peak = baseline;
  const sample = () => {
    peak = Math.max(peak, rssAfterCollecting());
  };
  const timer = setInterval(sample, 10);
  try {
    await run();
  } finally {
    clearInterval(timer);
    sample();
  }
  return peak - baseline;
}

/** `totalBytes` of pseudo-random content produced on demand, never held whole. */
export async function* generatedContent(totalBytes: number, pieceSize = 64 * 1024): AsyncGenerator<Buffer> {
  const pattern = Buffer.alloc(pieceSize);
  for (let i = 0; i < pieceSize; i++) pattern[i] = (i * 131 + 7) & 0xff;
  for (let sent = 0; sent < totalBytes; sent += pieceSize) {
    yield Buffer.from(pattern.subarray(0, Math.min(pieceSize, totalBytes - sent)));
  }
}
