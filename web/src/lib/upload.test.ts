import { describe, expect, it } from 'vitest';
import {
  isUploadSuccess,
  uploadFailureMessage,
  uploadStatusMessage,
  uploadTimeoutMessage,
  uploadTimeoutMs,
} from './upload.ts';

const MB = 1024 * 1024;

describe('SPEC §8 Upload messages by status', () => {
  it.each([
    [504, 'Server timeout - file processing is taking too long. Try a smaller file or contact support.'],
    [502, 'Server temporarily unavailable - please try again in a few moments'],
    [503, 'Server temporarily unavailable - please try again in a few moments'],
    [413, 'File too large for server to process'],
    [401, 'Authentication failed - please login again'],
    [500, 'Server error - please try again later'],
    [507, 'Server error - please try again later'],
    [400, 'Upload failed'],
    [404, 'Upload failed'],
    [0, 'Upload failed'],
  ])('%i -> %s', (status, text) => {
    expect(uploadStatusMessage(status)).toBe(text);
  });

  it('keeps the server sentence for an explained 4xx, never for 401 or 5xx', () => {
    const body = { success: false, error: 'Storage quota exceeded: 12 MB left', code: 'QUOTA_EXCEEDED' };
    expect(uploadFailureMessage(413, body)).toBe('Storage quota exceeded: 12 MB left');
    expect(uploadFailureMessage(401, { error: 'Session expired' })).toBe('Authentication failed - please login again');
    expect(uploadFailureMessage(500, { error: 'stack trace here' })).toBe('Server error - please try again later');
    expect(uploadFailureMessage(413, null)).toBe('File too large for server to process');
    expect(uploadFailureMessage(400, { error: '   ' })).toBe('Upload failed');
  });
});

describe('SPEC §9 upload timeouts', () => {
  it('is 120 s up to 50 MB and 300 s above', () => {
    expect(uploadTimeoutMs(1)).toBe(120_000);
    expect(uploadTimeoutMs(50 * MB)).toBe(120_000);
    expect(uploadTimeoutMs(50 * MB + 1)).toBe(300_000);
  });

  it('says which timeout it was', () => {
    expect(uploadTimeoutMessage(10 * MB)).toBe(
      'Upload timeout - server is taking too long to respond. Please try again.',
    );
    expect(uploadTimeoutMessage(60 * MB)).toBe(
      'Upload timeout - file is too large for current server capacity. Please try a smaller file or split into parts.',
    );
  });
});

describe('upload success (SPEC §7, §4)', () => {
  it('counts a 200 even when the body cannot be parsed', () => {
    expect(isUploadSuccess(200, null)).toBe(true);
  });
  it('accepts another 2xx only with success or mediaId', () => {
    expect(isUploadSuccess(201, { success: true })).toBe(true);
    expect(isUploadSuccess(201, { mediaId: 'abc' })).toBe(true);
    expect(isUploadSuccess(201, { ok: 1 })).toBe(false);
    expect(isUploadSuccess(204, null)).toBe(false);
  });
  it('never accepts an error status', () => {
    expect(isUploadSuccess(413, { success: true })).toBe(false);
    expect(isUploadSuccess(0, null)).toBe(false);
  });
});
