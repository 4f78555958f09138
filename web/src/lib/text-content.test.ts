import { describe, expect, it } from 'vitest';
import { headRange, TEXT_PREVIEW_BYTES } from './text-content.ts';

describe('headRange (text previews read at most the head of a file)', () => {
  it('asks for the whole file when it is small enough, also when empty', () => {
    expect(headRange(0)).toBeNull();
    expect(headRange(14)).toBeNull();
    expect(headRange(TEXT_PREVIEW_BYTES)).toBeNull();
  });
  it('asks for the first bytes of a longer file', () => {
    expect(headRange(TEXT_PREVIEW_BYTES + 1)).toBe(`bytes=0-${TEXT_PREVIEW_BYTES - 1}`);
    expect(headRange(5000, 1000)).toBe('bytes=0-999');
  });
});
