import type { ByteRange } from '../storage/byte-range.ts';

export type RangeRequest = { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * One HTTP byte range (RFC 9110 §14) against a content of `size` bytes. A header we do not understand, or several
 * ranges, is ignored (the full content is a valid answer to both); a well-formed range that misses the content is
 * unsatisfiable (416).
 */
export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'full' };
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return { kind: 'full' };
  const [, first, last] = match;
  if (first === '' && last === '') return { kind: 'full' };

  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (!Number.isSafeInteger(length) || length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return { kind: 'full' };
  if (last !== '' && end < start) return { kind: 'full' }; // syntactically invalid: ignore the header
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } };
}

/**
 * The range a request asks of a content: its Range header, unless If-Range names another version of the content
 * (then the whole content, RFC 9110 §13.1.5).
 */
export function requestedRange(
  headers: { range?: string; ifRange?: string | string[] },
  content: { size: number; etag: string },
): RangeRequest {
  const current = headers.ifRange === undefined || headers.ifRange === content.etag;
  return parseRangeHeader(current ? headers.range : undefined, content.size);
}
