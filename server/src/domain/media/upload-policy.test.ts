import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { assertUploadFits, remainingQuota } from './upload-policy.ts';

const MB = 1024 * 1024;
const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  return null;
};

describe('remainingQuota', () => {
  it('is what is left beside what is charged and what uploads hold, never below zero', () => {
    expect(remainingQuota({ limit: 100, used: 30, reserved: 20 })).toBe(50);
    expect(remainingQuota({ limit: 100, used: 90, reserved: 20 })).toBe(0);
  });
});

describe('assertUploadFits', () => {
  const limits = { serverMax: 100 * MB, sizeLimit: 100 * MB, remaining: 50 * MB };

  it('lets through what fits, the framing margin included', () => {
    expect(refusal(() => assertUploadFits(50 * MB, 0, limits))).toBeNull();
    expect(refusal(() => assertUploadFits(50 * MB + 10, 256, limits))).toBeNull();
  });

  it("names the server's cap first, then the quota, then the user's own size preference", () => {
    expect(refusal(() => assertUploadFits(101 * MB, 0, limits))?.code).toBe('FILE_TOO_LARGE');
    expect(refusal(() => assertUploadFits(60 * MB, 0, limits))?.code).toBe('STORAGE_QUOTA_EXCEEDED');
    const ownLimit = { ...limits, sizeLimit: 10 * MB };
    expect(refusal(() => assertUploadFits(20 * MB, 0, ownLimit))).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'File size exceeds the maximum limit of 10 MB',
    });
  });
});
