import type { Readable, Writable } from 'node:stream';
import type { ByteRange } from './byte-range.ts';
import { InvalidBlobKeyError } from './storage-errors.ts';

/** A blob being written: stream the bytes into `stream`, wait for it to finish, then commit or discard it. */
export interface TempBlob {
  id: string;
  stream: Writable;
}

/** How a blob is read. */
export interface ReadOptions {
  /**
   * Hand the bytes out in pieces of this many, one each time the consumer asks: what was read ahead and not asked for
   * within a turn of the event loop is let go, so a consumer that stops (a client that stopped reading) holds one
   * piece at most. Without it, a store reads in its own large pieces ahead of the consumer. Ignored by a store that
   * streams from the network (S3: its connection buffers).
   */
  pieceBytes?: number;
}

export interface BlobEntry {
  key: string;
  modifiedAt: Date;
}

/**
 * Where blob bytes live (local disk now, object storage later). Keys and temp ids are server-generated ids, never
 * user input; every method rejects anything outside BLOB_KEY_PATTERN with InvalidBlobKeyError.
 */
export interface BlobStore {
  createTemp(): Promise<TempBlob>;
  /** Durably moves a finished temp blob to `key` (replacing any blob there). */
  commit(tempId: string, key: string): Promise<void>;
  /** Removes a temp blob; no error if it is already gone. */
  discardTemp(tempId: string): Promise<void>;
  /**
   * Reopens a temp blob to write from byte `at` on, cutting off whatever follows (a resumable upload picks up where
   * its last request durably ended). Rejects with BlobNotFoundError. The stream's finish means the bytes are durable.
   */
  openTemp(tempId: string, at: number): Promise<Writable>;
  /** Size of a temp blob in bytes. Rejects with BlobNotFoundError. */
  tempSize(tempId: string): Promise<number>;
  /** Bytes of a temp blob, or only `range` (inclusive) of it. Rejects with BlobNotFoundError. */
  readTemp(tempId: string, range?: ByteRange): Promise<Readable>;
  /** Bytes of the blob, or only `range` (inclusive) of it. Rejects with BlobNotFoundError. */
  read(key: string, range?: ByteRange, options?: ReadOptions): Promise<Readable>;
  /** Stored size in bytes. Rejects with BlobNotFoundError. */
  size(key: string): Promise<number>;
  exists(key: string): Promise<boolean>;
  /** No error if it is already gone. */
  delete(key: string): Promise<void>;
  /** Committed blobs, for the sweep (modifiedAt lets it spare blobs younger than a grace period). */
  list(): AsyncIterable<BlobEntry>;
  /** Temp blobs with their last write time, for the sweep of abandoned uploads. */
  listTemp(): AsyncIterable<BlobEntry>;
  /** Rejects unless the store answers and lets us in (readiness): the folder, or the bucket and its credentials. */
  check(): Promise<void>;
}

export const BLOB_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** Throws unless `key` is a plain id: no dots, slashes or anything else that could walk a path. */
export function assertBlobKey(key: string): void {
  if (typeof key !== 'string' || !BLOB_KEY_PATTERN.test(key)) throw new InvalidBlobKeyError(String(key));
}
