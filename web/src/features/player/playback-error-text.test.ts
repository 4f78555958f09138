import { describe, expect, it } from 'vitest';
import { PREVIEW_FAILURES } from '@vaultbox/common/media-fields.ts';
import en from '../../i18n/en/media.json';
import { playbackErrorKey } from './playback-error-text.ts';

const english = (key: string): unknown => key.split('.').reduce<unknown>((tree, part) => (tree as never)?.[part], en);

describe('playbackErrorKey', () => {
  it('says why the copy failed, one sentence per code, each written', () => {
    const keys = PREVIEW_FAILURES.map((failure) => playbackErrorKey({ previewFailure: failure }));
    expect(new Set(keys).size).toBe(PREVIEW_FAILURES.length);
    for (const key of keys) expect(english(key), key).toEqual(expect.any(String));
    expect(english(playbackErrorKey({ previewFailure: 'too_long' }))).toBe(
      'This video took longer to prepare for the browser than this server allows (a limit set by its administrator). Download it to watch it.',
    );
    expect(english(playbackErrorKey({ previewFailure: 'unreadable' }))).toMatch(/could not be converted/);
    // The server's reason wins over what the browser met.
    expect(playbackErrorKey({ previewFailure: 'unreadable' }, 'damaged')).toBe('player.copyFailed.unreadable');
  });
  it("keeps the browser's own failure for a file without a failed copy", () => {
    expect(playbackErrorKey({ previewFailure: null })).toBe('player.mediaError');
    // A file from a list cached before the code existed.
    expect(playbackErrorKey({} as never)).toBe('player.mediaError');
  });
  it('says a file is damaged, or did not arrive, in words of its own', () => {
    expect(english(playbackErrorKey({ previewFailure: null }, 'damaged'))).toBe(
      'This file seems to be damaged and cannot be shown.',
    );
    expect(english(playbackErrorKey({ previewFailure: null }, 'network'))).toMatch(/could not be loaded/);
    expect(english(playbackErrorKey({ previewFailure: null }, 'unsupported'))).toBe(
      'This file could not be played in your browser.',
    );
  });
});
