import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from './constants.ts';
import { isTypeAllowed, uploadSizeLimit } from './upload-rules.ts';

describe('uploadSizeLimit', () => {
  it('reads the preference in MB and never passes the server cap', () => {
    expect(uploadSizeLimit(1)).toBe(1_048_576);
    expect(uploadSizeLimit(100)).toBe(104_857_600);
    expect(uploadSizeLimit(1000)).toBe(MAX_UPLOAD_BYTES);
    expect(uploadSizeLimit(1000, 2_000_000_000)).toBe(1_048_576_000);
  });
});

describe('isTypeAllowed', () => {
  const defaults = ['image/*', 'video/*', 'audio/*', 'application/pdf'];
  it('matches families and exact types, in any case, ignoring parameters', () => {
    expect(isTypeAllowed('image/jpeg', defaults)).toBe(true);
    expect(isTypeAllowed('VIDEO/MP4', defaults)).toBe(true);
    expect(isTypeAllowed('application/pdf; charset=binary', defaults)).toBe(true);
    expect(isTypeAllowed('text/plain', defaults)).toBe(false);
    expect(isTypeAllowed('application/pdfx', defaults)).toBe(false);
    expect(isTypeAllowed('imagex/png', ['image/*'])).toBe(false);
  });
  it('takes everything for * or */*, nothing for an empty list', () => {
    expect(isTypeAllowed('application/zip', ['*/*'])).toBe(true);
    expect(isTypeAllowed('application/zip', ['*'])).toBe(true);
    expect(isTypeAllowed('image/png', [])).toBe(false);
  });
});
