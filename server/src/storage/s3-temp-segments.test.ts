import { describe, expect, it } from 'vitest';
import {
  parseSegmentKey,
  planAppend,
  segmentKey,
  segmentReads,
  tempBlobsOf,
  toSegments,
  type Segment,
} from './s3-temp-segments.ts';
import { BlobIntegrityError } from './storage-errors.ts';

const MIB = 1024 * 1024;
const at = new Date('2026-01-01T00:00:00Z');

/** Segments of the given sizes, one after another from byte 0. */
function run(...sizes: number[]): Segment[] {
  let start = 0;
  return sizes.map((size) => {
    const segment = { key: segmentKey('temp1', start), start, size, modifiedAt: at };
    start += size;
    return segment;
  });
}

describe('temp segments', () => {
  it('names segments so key order is byte order, and reads the names back', () => {
    expect(segmentKey('abc', 5)).toBe('tmp/abc/0000000000000005');
    expect(segmentKey('abc', 10) > segmentKey('abc', 9)).toBe(true);
    expect(parseSegmentKey('tmp/abc/0000000000000005')).toEqual({ tempId: 'abc', start: 5 });
    for (const foreign of [
      'tmp/abc',
      'tmp/abc/5',
      'tmp/a.b/0000000000000000',
      'blobs/abc',
      'tmp/abc/0000000000000005/x',
    ])
      expect(parseSegmentKey(foreign)).toBeNull();
  });

  it('takes a listing as segments only when they follow one another from byte 0', () => {
    const listed = run(10, 20).map(({ key, size, modifiedAt }) => ({ key, size, modifiedAt }));
    expect(toSegments(listed).map((s) => [s.start, s.size])).toEqual([
      [0, 10],
      [10, 20],
    ]);
    expect(() => toSegments([listed[1]])).toThrow(BlobIntegrityError);
  });

  it('appends after a long last segment in a new one', () => {
    expect(planAppend(run(6 * MIB), 6 * MIB)).toEqual({ drop: [], carry: null, start: 6 * MIB });
  });

  it('carries a last segment shorter than a part into the new one', () => {
    const segments = run(6 * MIB, 100);
    expect(planAppend(segments, 6 * MIB + 100)).toEqual({
      drop: [],
      carry: { segment: segments[1], bytes: 100 },
      start: 6 * MIB,
    });
  });

  it('drops what follows `at` and carries the cut segment', () => {
    const segments = run(6 * MIB, 6 * MIB, 2 * MIB);
    expect(planAppend(segments, 8 * MIB)).toEqual({
      drop: [segments[2]],
      carry: { segment: segments[1], bytes: 2 * MIB },
      start: 6 * MIB,
    });
    expect(planAppend(segments, 12 * MIB)).toEqual({ drop: [segments[2]], carry: null, start: 12 * MIB });
    expect(planAppend(segments, 0)).toEqual({ drop: segments, carry: null, start: 0 });
  });

  it('refuses to append past the end or at a negative offset', () => {
    expect(() => planAppend(run(10), 11)).toThrow(RangeError);
    expect(() => planAppend(run(10), -1)).toThrow(RangeError);
  });

  it('maps a range of the temp blob to ranges of its segments', () => {
    const segments = run(10, 10, 5);
    expect(segmentReads(segments, { start: 8, end: 21 })).toEqual([
      { key: segments[0].key, range: { start: 8, end: 9 } },
      { key: segments[1].key, range: { start: 0, end: 9 } },
      { key: segments[2].key, range: { start: 0, end: 1 } },
    ]);
    expect(segmentReads(segments, { start: 24, end: 100 })).toEqual([
      { key: segments[2].key, range: { start: 4, end: 4 } },
    ]);
    expect(segmentReads(segments, { start: 0, end: -1 })).toEqual([]);
  });

  it('lists one temp blob per id, with the time of its newest segment', async () => {
    const later = new Date(at.getTime() + 5000);
    async function* listing() {
      yield { key: 'tmp/a/0000000000000000', size: 1, modifiedAt: at };
      yield { key: 'tmp/a/0000000000000001', size: 1, modifiedAt: later };
      yield { key: 'tmp/not-a-segment', size: 1, modifiedAt: later };
      yield { key: 'tmp/b/0000000000000000', size: 1, modifiedAt: at };
    }
    const temps = [];
    for await (const temp of tempBlobsOf(listing())) temps.push(temp);
    expect(temps).toEqual([
      { key: 'a', modifiedAt: later },
      { key: 'b', modifiedAt: at },
    ]);
  });
});
