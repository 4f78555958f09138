import { describe, expect, it } from 'vitest';
import { createShareBody, parseExpiry } from './share-options.ts';

describe('vaultbox share options', () => {
  const now = Date.parse('2026-11-29T10:00:00Z');

  it('reads an expiry as a span from now or a date', () => {
    expect(parseExpiry('30m', now)).toBe('2026-11-29T10:30:00.000Z');
    expect(parseExpiry('12h', now)).toBe('2026-11-29T22:00:00.000Z');
    expect(parseExpiry('7d', now)).toBe('2026-12-06T10:00:00.000Z');
    expect(parseExpiry('2w', now)).toBe('2026-12-13T10:00:00.000Z');
    expect(parseExpiry('2026-12-31', now)).toBe('2026-12-31T00:00:00.000Z');
    expect(parseExpiry('2026-12-31T18:00:00+02:00', now)).toBe('2026-12-31T16:00:00.000Z');
    expect(() => parseExpiry('soon', now)).toThrow('a span like 7d');
  });

  it('makes a file, selection or album request with only the options given', () => {
    expect(createShareBody(['f1'], {})).toEqual({ mediaFileId: 'f1' });
    expect(createShareBody(['f1', 'f2'], { title: 'Two' })).toEqual({ mediaFileIds: ['f1', 'f2'], title: 'Two' });
    expect(createShareBody(['a1'], { album: true, leakAlert: false, stripMetadata: false })).toEqual({
      albumId: 'a1',
      leakAlertVisitors: null,
      stripMetadata: false,
    });
    expect(
      createShareBody(['f1'], {
        password: 'tea time',
        expires: '2026-12-31T00:00:00.000Z',
        maxViews: 5,
        maxDownloads: 2,
        allowEmbedding: true,
        recipient: ['a@example.com'],
        leakAlert: 3,
        leakAutoPause: true,
      }),
    ).toEqual({
      mediaFileId: 'f1',
      password: 'tea time',
      expiresAt: '2026-12-31T00:00:00.000Z',
      maxViews: 5,
      maxDownloads: 2,
      allowEmbedding: true,
      recipients: ['a@example.com'],
      leakAlertVisitors: 3,
      leakAutoPause: true,
    });
  });
});
