import type { BlobEntry } from './blob-store.ts';
import type { ByteRange } from './byte-range.ts';
import { MIN_PART_BYTES } from './s3-object-upload.ts';
import type { S3ObjectEntry } from './s3-objects.ts';
import { BlobIntegrityError } from './storage-errors.ts';

// A temp blob in object storage is a run of segment objects, tmp/<id>/<offset of its first byte>, which follow one
// another from byte 0 (see s3-blob-store.ts for why). The offset is zero-padded so key order is byte order.

export const TEMP_PREFIX = 'tmp/';
const OFFSET_DIGITS = 16; // Number.MAX_SAFE_INTEGER has 16 digits
const SEGMENT_KEY = /^tmp\/([A-Za-z0-9_-]{1,128})\/(\d{16})$/;

export interface Segment {
  key: string;
  /** Offset of its first byte in the temp blob. */
  start: number;
  size: number;
  modifiedAt: Date;
}

/** How an append from byte `at` on is made (see planAppend). */
export interface AppendPlan {
  /** Segments that start at or after `at`: they go before the append begins. */
  drop: Segment[];
  /** The segment holding byte at-1 when it must be rewritten into the new one: its first `bytes` are copied. */
  carry: { segment: Segment; bytes: number } | null;
  /** Where the new segment starts. */
  start: number;
}

export function segmentPrefix(tempId: string): string {
  return `${TEMP_PREFIX}${tempId}/`;
}

export function segmentKey(tempId: string, start: number): string {
  return `${segmentPrefix(tempId)}${String(start).padStart(OFFSET_DIGITS, '0')}`;
}

/** The temp id and offset of a segment key; null for any other key (not ours: left alone). */
export function parseSegmentKey(key: string): { tempId: string; start: number } | null {
  const match = SEGMENT_KEY.exec(key);
  return match ? { tempId: match[1], start: Number(match[2]) } : null;
}

/** The listed objects of one temp blob as its segments, checked to follow one another from byte 0. */
export function toSegments(objects: readonly S3ObjectEntry[]): Segment[] {
  const segments: Segment[] = [];
  let next = 0;
  for (const object of objects) {
    const parsed = parseSegmentKey(object.key);
    if (!parsed) continue;
    if (parsed.start !== next) throw new BlobIntegrityError(`temp segment ${object.key} does not start at ${next}`);
    segments.push({ key: object.key, start: parsed.start, size: object.size, modifiedAt: object.modifiedAt });
    next += object.size;
  }
  return segments;
}

export function segmentsLength(segments: readonly Segment[]): number {
  const last = segments.at(-1);
  return last ? last.start + last.size : 0;
}

/**
 * Appending from byte `at`: later segments are dropped; the segment holding byte at-1 is carried into the new one
 * when it must be cut (it goes on past `at`) or when it is shorter than S3's smallest part. So every segment but the
 * last is at least MIN_PART_BYTES long, and a commit can join them with server-side part copies.
 */
export function planAppend(segments: readonly Segment[], at: number): AppendPlan {
  const length = segmentsLength(segments);
  if (!Number.isSafeInteger(at) || at < 0 || at > length) {
    throw new RangeError(`Cannot append at byte ${at} of a temp blob of ${length} bytes`);
  }
  const drop = segments.filter((segment) => segment.start >= at);
  const before = segments.filter((segment) => segment.start < at).at(-1);
  if (!before) return { drop, carry: null, start: at };
  const bytes = at - before.start;
  const mustCarry = bytes < before.size || bytes < MIN_PART_BYTES;
  return mustCarry
    ? { drop, carry: { segment: before, bytes }, start: before.start }
    : { drop, carry: null, start: at };
}

/** Which bytes of which segments make up `range` of the temp blob (clipped to its length), in order. */
export function segmentReads(segments: readonly Segment[], range: ByteRange): { key: string; range: ByteRange }[] {
  const reads: { key: string; range: ByteRange }[] = [];
  for (const segment of segments) {
    const start = Math.max(range.start, segment.start);
    const end = Math.min(range.end, segment.start + segment.size - 1);
    if (start <= end)
      reads.push({ key: segment.key, range: { start: start - segment.start, end: end - segment.start } });
  }
  return reads;
}

/** Temp blobs from a key-ordered listing of their segments, each with the time of its latest segment. */
export async function* tempBlobsOf(objects: AsyncIterable<S3ObjectEntry>): AsyncGenerator<BlobEntry> {
  let tempId: string | null = null;
  let newest = new Date(0);
  for await (const object of objects) {
    const parsed = parseSegmentKey(object.key);
    if (!parsed) continue;
    if (parsed.tempId === tempId) {
      if (object.modifiedAt > newest) newest = object.modifiedAt;
      continue;
    }
    if (tempId !== null) yield { key: tempId, modifiedAt: newest };
    tempId = parsed.tempId;
    newest = object.modifiedAt;
  }
  if (tempId !== null) yield { key: tempId, modifiedAt: newest };
}
