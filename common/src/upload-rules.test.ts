import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from './constants.ts';
import { isTypeAllowed, maxFileSizePreferenceRange, serverMaxFileSizeMb, uploadSizeLimit } from './upload-rules.ts';

describe('uploadSizeLimit', () => {
  it('reads the preference in MB and never passes the server cap', () => {
    expect(uploadSizeLimit(1)).toBe(1_048_576);
    expect(uploadSizeLimit(100)).toBe(104_857_600);
    expect(uploadSizeLimit(1000)).toBe(MAX_UPLOAD_BYTES);
    expect(uploadSizeLimit(1000, 2_000_000_000)).toBe(1_048_576_000);
  });
});

describe('the max file size preference of a server', () => {
  it("defaults to the server's own limit in whole MB, reaching it", () => {
    expect(serverMaxFileSizeMb(3 * 1_048_576)).toBe(3);
    expect(serverMaxFileSizeMb()).toBe(101);
    expect(uploadSizeLimit(serverMaxFileSizeMb())).toBe(MAX_UPLOAD_BYTES);
    expect(serverMaxFileSizeMb(50 * 1024 ** 3)).toBe(51_200);
    expect(serverMaxFileSizeMb(1000)).toBe(1);
  });
  it("ranges from 1 MB to the server's limit", () => {
    expect(maxFileSizePreferenceRange(3 * 1_048_576)).toEqual({ min: 1, max: 3 });
    expect(maxFileSizePreferenceRange()).toEqual({ min: 1, max: 101 });
    expect(maxFileSizePreferenceRange(20 * 1024 ** 3)).toEqual({ min: 1, max: 20_480 });
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
