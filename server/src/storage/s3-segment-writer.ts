import { Writable } from 'node:stream';
import { S3ObjectUpload } from './s3-object-upload.ts';
import type { S3Bucket } from './s3-objects.ts';
import { segmentKey } from './s3-temp-segments.ts';

/**
 * Longest segment. A segment is committed with one server-side copy (CopyObject, or one part of a multipart copy),
 * and S3 copies at most 5 GB at a time.
 */
export const SEGMENT_BYTES = 1024 ** 3;
/**
 * Only finished segments are listed: the newest one's time is what the sweep sees of a long upload, so a segment
 * also ends once it is this old (and holds S3's smallest part, 5 MiB), well within the sweep's one-hour grace period
 * however slowly the bytes come.
 */
export const SEGMENT_MAX_AGE_MS = 15 * 60 * 1000;
const MIN_PART_BYTES = 5 * 1024 * 1024;
/**
 * Bytes the stream buffers before it asks its writer to wait. Node's default (16 KiB) is less than one sealed chunk,
 * which would cost a wait per chunk although writes return at once until a part is full (as in local-blob-store.ts).
 */
const WRITE_BUFFER_BYTES = 1024 * 1024;

export interface SegmentTarget {
  s3: S3Bucket;
  tempId: string;
  /** SEGMENT_BYTES, or less in tests. */
  segmentBytes: number;
  /** SEGMENT_MAX_AGE_MS, or less in tests. */
  segmentMaxAgeMs: number;
}

/**
 * Writes a temp blob from byte `start` on as segment objects of at most `segmentBytes`, each a multipart upload. The
 * stream finishes once its last segment exists; a failure of the store errors the stream and drops the segment
 * being written (the segments already finished stay: they hold bytes that were durably written).
 */
export class S3SegmentWriter extends Writable {
  private upload: S3ObjectUpload;
  private position: number;
  private uploadStarted = Date.now();

  constructor(
    private readonly target: SegmentTarget,
    start: number,
  ) {
    super({ highWaterMark: WRITE_BUFFER_BYTES });
    this.position = start;
    this.upload = this.uploadFrom(start);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.append(chunk).then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.upload.finish().then(() => callback(), callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // After a finish this does nothing: only an unfinished upload is dropped.
    void this.upload.abort().then(() => callback(error));
  }

  private async append(bytes: Buffer): Promise<void> {
    let rest = bytes;
    while (rest.length > 0) {
      // A new segment starts with its first byte, so a stream ending on a boundary leaves no empty segment.
      const full = this.upload.size === this.target.segmentBytes;
      const old = this.upload.size >= MIN_PART_BYTES && Date.now() - this.uploadStarted > this.target.segmentMaxAgeMs;
      if (full || old) {
        await this.upload.finish();
        this.upload = this.uploadFrom(this.position);
        this.uploadStarted = Date.now();
      }
      const piece = rest.subarray(0, this.target.segmentBytes - this.upload.size);
      await this.upload.write(piece);
      this.position += piece.length;
      rest = rest.subarray(piece.length);
    }
  }

  private uploadFrom(start: number): S3ObjectUpload {
    return new S3ObjectUpload(this.target.s3, segmentKey(this.target.tempId, start));
  }
}
