import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './error-codes.ts';

describe('error catalogue', () => {
  it('gives every code an HTTP error status and names it in SCREAMING_SNAKE_CASE', () => {
    for (const [code, entry] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
    }
  });

  it('keeps the documented sentences of the public share errors', () => {
    expect(ERROR_CODES.SHARE_NOT_FOUND.message).toBe('Share link not found or has expired');
    expect(ERROR_CODES.VIEW_LIMIT_REACHED.message).toBe('Share link has reached its view limit');
    expect(ERROR_CODES.DOWNLOAD_LIMIT_REACHED.message).toBe('Download limit reached');
  });

  it('tells a catalogue code from any other value', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('FST_ERR_SOMETHING')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
