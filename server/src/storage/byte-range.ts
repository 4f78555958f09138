/** An inclusive byte range, as in HTTP Range: { start: 0, end: 0 } is the first byte. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Throws a RangeError unless 0 <= start <= end < size (callers answer 416 before getting here). */
export function assertRangeWithin(range: ByteRange, size: number): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start || end >= size) {
    throw new RangeError(`Byte range ${start}-${end} is not within a content of ${size} bytes`);
  }
}
