import { describe, expect, it } from 'vitest';
import { formatBytes, formatBytesIn } from './format-bytes.ts';

describe('formatBytesIn (the web, in the UI language)', () => {
  it('writes the number as the language does and the unit symbol as everyone does', () => {
    const size = 83.27 * 1024 * 1024;
    expect(formatBytesIn('en', size)).toBe('83.27\u00a0MB');
    expect(formatBytesIn('de', size)).toBe('83,27\u00a0MB');
    expect(formatBytesIn('zh', 0)).toBe('0\u00a0B');
    expect(formatBytesIn('fr', 1024 ** 4)).toBe('1\u00a0TB');
  });

  it('leaves the English form of the server and the CLI as it was', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });
});
