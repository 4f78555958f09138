import { describe, expect, it } from 'vitest';
import { resumableFailureMessage, shouldRetryUpload, uploadFailureMessage, uploadStatusMessage } from './upload.ts';

describe('upload messages by status', () => {
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

/** tus-js-client's DetailedError as onError hands it over: the request, and the response when one came. */
function tusError(response: { status: number; body: string } | null, request = true) {
  return Object.assign(new Error('tus: failed'), {
    originalRequest: request ? { getMethod: () => 'PATCH' } : null,
    originalResponse: response && { getStatus: () => response.status, getBody: () => response.body },
    causingError: null,
  });
}

describe('resumable upload failures (tus-js-client errors) read as the upload screen says them', () => {
  const explained = (error: string) => JSON.stringify({ success: false, error });
  it.each([
    [413, explained('Not enough storage left for this file.'), 'Not enough storage left for this file.'],
    [429, explained('Finish or cancel some uploads first.'), 'Finish or cancel some uploads first.'],
    [415, explained('This file type is not allowed.'), 'This file type is not allowed.'],
    [413, '', 'File too large for server to process'],
    [503, '<html>', 'Server temporarily unavailable - please try again in a few moments'],
    [500, explained('boom'), 'Server error - please try again later'],
    [401, explained('Session expired'), 'Authentication failed - please login again'],
  ])('an answer %i %s reads %s', (status, body, text) => {
    expect(resumableFailureMessage(tusError({ status, body }))).toBe(text);
  });

  it("says 'Network error' when no answer came, else 'Upload failed'", () => {
    expect(resumableFailureMessage(tusError(null))).toBe('Network error');
    expect(resumableFailureMessage(tusError(null, false))).toBe('Upload failed');
    expect(resumableFailureMessage('boom')).toBe('Upload failed');
  });
});

describe('an upload refused for maintenance', () => {
  const maintenance = JSON.stringify({
    success: false,
    error: 'System is in maintenance mode. Some features may be unavailable.',
    code: 'MAINTENANCE_MODE',
  });
  const paused = 'Uploads are paused while the server is under maintenance. Try again once maintenance is over.';

  it('says uploads are paused, not that the server is unavailable', () => {
    expect(resumableFailureMessage(tusError({ status: 503, body: maintenance }))).toBe(paused);
    expect(uploadFailureMessage(503, JSON.parse(maintenance))).toBe(paused);
    expect(uploadFailureMessage(503, { success: false, error: 'busy', code: 'SERVER_BUSY' })).toBe(
      'Server temporarily unavailable - please try again in a few moments',
    );
  });

  it('is not tried again, while other 5xx, 409, 423 and lost connections are', () => {
    expect(shouldRetryUpload(tusError({ status: 503, body: maintenance }))).toBe(false);
    expect(shouldRetryUpload(tusError({ status: 503, body: '<html>' }))).toBe(true);
    expect(shouldRetryUpload(tusError({ status: 500, body: '' }))).toBe(true);
    expect(shouldRetryUpload(tusError({ status: 409, body: '' }))).toBe(true);
    expect(shouldRetryUpload(tusError({ status: 423, body: '' }))).toBe(true);
    expect(shouldRetryUpload(tusError(null))).toBe(true);
    expect(shouldRetryUpload(tusError({ status: 413, body: '' }))).toBe(false);
    expect(shouldRetryUpload(tusError({ status: 404, body: '' }))).toBe(false);
  });
});
