import { describe, expect, it } from 'vitest';
import { PREVIEW_FAILURES } from '@vaultbox/common/schemas/media.ts';
import { failedCopyError, previewFailureOf } from '../../domain/media/preview-failure.ts';

describe('the code of a failed copy', () => {
  it('reads back every code it stored, whatever the reason after it says', () => {
    for (const code of PREVIEW_FAILURES) {
      expect(previewFailureOf('failed', failedCopyError(code, 'ffmpeg failed: no_tool: x'))).toBe(code);
    }
  });
  it('says unknown for a reason stored without a code, or with one it does not know', () => {
    expect(previewFailureOf('failed', 'ffmpeg failed: Invalid data found when processing input')).toBe('unknown');
    expect(previewFailureOf('failed', 'HEIC: bad header')).toBe('unknown');
    expect(previewFailureOf('failed', 'toString: x')).toBe('unknown');
    expect(previewFailureOf('failed', null)).toBe('unknown');
  });
  it('has no code unless the copy failed', () => {
    for (const state of ['none', 'pending', 'ready'] as const) {
      expect(previewFailureOf(state, failedCopyError('too_long', 'x'))).toBeNull();
    }
  });
});
