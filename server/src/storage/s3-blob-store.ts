import type { S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import pLimit from 'p-limit';
import { BLOB_KEY_PATTERN, assertBlobKey, type BlobEntry, type BlobStore, type TempBlob } from './blob-store.ts';
import type { ByteRange } from './byte-range.ts';
import { createS3Client } from './s3-client.ts';
import type { S3StoreConfig } from './s3-config.ts';
import {
  deleteObject,
  getObject,
  headBucket,
  isMissingObject,
  listObjects,
  objectSize,
  type S3Bucket,
  type S3ObjectEntry,
} from './s3-objects.ts';
import { joinSegments } from './s3-segment-join.ts';
import { S3SegmentWriter, SEGMENT_BYTES, SEGMENT_MAX_AGE_MS } from './s3-segment-writer.ts';
import {
  TEMP_PREFIX,
  planAppend,
  segmentPrefix,
  segmentReads,
  segmentsLength,
  tempBlobsOf,
  toSegments,
  type Segment,
} from './s3-temp-segments.ts';
import { BlobNotFoundError } from './storage-errors.ts';
import { writePieces } from './stream-writes.ts';

/*
 * Blobs in an S3-compatible bucket, with only the calls every such server has (no vendor extensions).
 *
 * - A committed blob is the object blobs/<key>. read() is a ranged GetObject, so a reader that needs one chunk of a
 *   large blob fetches about that chunk; size() and exists() are a HeadObject; list() pages through ListObjectsV2.
 * - Objects cannot be appended to, cut or renamed, so a temp blob is a run of segment objects, tmp/<id>/<offset of
 *   its first byte> (s3-temp-segments.ts). Each write stream adds segments from one offset on, each a multipart
 *   upload in 8 MiB parts (bounded memory), at most 1 GiB each (s3-segment-writer.ts says why). A stream's
 *   finish means its segments exist; until then nothing of it is listed, and a failure errors the stream and drops
 *   the unfinished upload. The grace rules of the sweep work unchanged: listTemp() gives one entry per temp id, with
 *   the time of its newest segment.
 * - openTemp(at) deletes the segments starting at or after `at` (last first, so a failure never leaves a gap) and
 *   starts a new segment. The segment holding byte at-1 is copied into the new one, which replaces it under the same
 *   key on finish, when it must be cut or is shorter than S3's smallest part (5 MiB). So every segment but the last is
 *   a valid part, and commit() joins the segments on the server: CopyObject for one, a multipart upload of
 *   UploadPartCopy parts for several, streaming through this process only when the server cannot copy parts. The
 *   temp segments are deleted once the blob exists. A stream that fails before its finish leaves a run of the temp
 *   blob's earlier bytes, at least `at` of them: what a resumable upload reads back only ever moves on at a finish.
 * - Multipart uploads cut short by a crash are not objects and are not listed: the bucket's lifecycle rule
 *   AbortIncompleteMultipartUpload removes them (docs/deployment.md).
 */

const BLOB_PREFIX = 'blobs/';
/** One DeleteObject per key (the batch call needs a checksum header some servers get wrong), a few at a time. */
const DELETE_CONCURRENCY = 8;

export interface S3BlobStoreOptions {
  client: S3Client;
  bucket: string;
  /** Keys per ListObjectsV2 page: S3's maximum, 1000, unless a test wants several pages from a few keys. */
  listPageSize?: number;
  /** SEGMENT_BYTES unless a test wants several segments from a few megabytes (at least 5 MiB). */
  segmentBytes?: number;
  /** SEGMENT_MAX_AGE_MS unless a test wants a segment to end soon. */
  segmentMaxAgeMs?: number;
}

export class S3BlobStore implements BlobStore {
  private readonly s3: S3Bucket;
  private readonly listPageSize: number;
  private readonly segmentBytes: number;
  private readonly segmentMaxAgeMs: number;
  /** Write streams still open per temp id, which discardTemp stops. */
  private readonly writers = new Map<string, Set<Writable>>();

  constructor(options: S3BlobStoreOptions) {
    this.s3 = { client: options.client, bucket: options.bucket };
    this.listPageSize = options.listPageSize ?? 1000;
    this.segmentBytes = options.segmentBytes ?? SEGMENT_BYTES;
    this.segmentMaxAgeMs = options.segmentMaxAgeMs ?? SEGMENT_MAX_AGE_MS;
  }

  async createTemp(): Promise<TempBlob> {
    const id = randomBytes(18).toString('base64url');
    return { id, stream: this.openWriter(id, 0) };
  }

  async commit(tempId: string, key: string): Promise<void> {
    const target = blobObjectKey(key);
    const segments = await this.segmentsOf(tempId);
    await joinSegments(this.s3, segments, target);
    // The blob is in place: a segment whose delete fails is an old temp blob to the sweep, which removes it.
    await this.deleteObjects(segments).catch(() => undefined);
  }

  async discardTemp(tempId: string): Promise<void> {
    assertBlobKey(tempId);
    for (const writer of this.writers.get(tempId) ?? []) writer.destroy(new Error(`Temp blob ${tempId} was discarded`));
    await this.deleteObjects(await this.objectsOf(tempId));
  }

  async openTemp(tempId: string, at: number): Promise<Writable> {
    const plan = planAppend(await this.segmentsOf(tempId), at);
    // Last first: a failure part-way leaves a shorter run of the same bytes, never one with a gap.
    for (const segment of plan.drop.reverse()) await deleteObject(this.s3, segment.key);
    const writer = this.openWriter(tempId, plan.start);
    if (plan.carry) {
      const { segment, bytes } = plan.carry;
      try {
        if (bytes > 0) {
          for await (const piece of await getObject(this.s3, segment.key, { start: 0, end: bytes - 1 })) {
            await writePieces(writer, [piece as Buffer]);
          }
        }
      } catch (error) {
        writer.destroy();
        throw error;
      }
    }
    return writer;
  }

  async tempSize(tempId: string): Promise<number> {
    return segmentsLength(await this.segmentsOf(tempId));
  }

  async readTemp(tempId: string, range?: ByteRange): Promise<Readable> {
    const segments = await this.segmentsOf(tempId);
    const reads = segmentReads(segments, range ?? { start: 0, end: segmentsLength(segments) - 1 });
    if (reads.length === 1) return getObject(this.s3, reads[0].key, reads[0].range);
    const s3 = this.s3;
    async function* concatenated(): AsyncGenerator<Buffer> {
      for (const read of reads) yield* (await getObject(s3, read.key, read.range)) as AsyncIterable<Buffer>;
    }
    return Readable.from(concatenated(), { objectMode: false });
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return getObject(this.s3, blobObjectKey(key), range).catch(rethrowMissingAs(key));
  }

  async size(key: string): Promise<number> {
    return objectSize(this.s3, blobObjectKey(key)).catch(rethrowMissingAs(key));
  }

  async check(): Promise<void> {
    await headBucket(this.s3);
  }

  async exists(key: string): Promise<boolean> {
    return objectSize(this.s3, blobObjectKey(key)).then(
      () => true,
      (error: unknown) => {
        if (isMissingObject(error)) return false;
        throw error;
      },
    );
  }

  async delete(key: string): Promise<void> {
    await deleteObject(this.s3, blobObjectKey(key));
  }

  async *list(): AsyncGenerator<BlobEntry> {
    for await (const object of listObjects(this.s3, BLOB_PREFIX, this.listPageSize)) {
      const key = object.key.slice(BLOB_PREFIX.length);
      if (BLOB_KEY_PATTERN.test(key)) yield { key, modifiedAt: object.modifiedAt }; // anything else: not ours
    }
  }

  listTemp(): AsyncGenerator<BlobEntry> {
    return tempBlobsOf(listObjects(this.s3, TEMP_PREFIX, this.listPageSize));
  }

  private openWriter(tempId: string, start: number): Writable {
    const { segmentBytes, segmentMaxAgeMs } = this;
    const writer = new S3SegmentWriter({ s3: this.s3, tempId, segmentBytes, segmentMaxAgeMs }, start);
    const open = this.writers.get(tempId) ?? new Set();
    this.writers.set(tempId, open.add(writer));
    writer.once('close', () => {
      open.delete(writer);
      if (open.size === 0 && this.writers.get(tempId) === open) this.writers.delete(tempId);
    });
    return writer;
  }

  private async objectsOf(tempId: string): Promise<S3ObjectEntry[]> {
    assertBlobKey(tempId);
    const objects: S3ObjectEntry[] = [];
    for await (const object of listObjects(this.s3, segmentPrefix(tempId), this.listPageSize)) objects.push(object);
    return objects;
  }

  private async segmentsOf(tempId: string): Promise<Segment[]> {
    const segments = toSegments(await this.objectsOf(tempId));
    if (segments.length === 0) throw new BlobNotFoundError(tempId);
    return segments;
  }

  private async deleteObjects(objects: readonly { key: string }[]): Promise<void> {
    const limit = pLimit(DELETE_CONCURRENCY);
    await Promise.all(objects.map((object) => limit(() => deleteObject(this.s3, object.key))));
  }
}

/** The store the S3_* variables describe. */
export function createS3BlobStore(config: S3StoreConfig): S3BlobStore {
  return new S3BlobStore({ client: createS3Client(config), bucket: config.bucket });
}

function blobObjectKey(key: string): string {
  assertBlobKey(key);
  return `${BLOB_PREFIX}${key}`;
}

function rethrowMissingAs(key: string): (error: unknown) => never {
  return (error) => {
    throw isMissingObject(error) ? new BlobNotFoundError(key) : error;
  };
}
