import { describe, expect, it } from 'vitest';
import { canStripMetadata, publicServingOf, stripsMetadataByDefault } from './strippable-types.ts';

describe('canStripMetadata', () => {
  it('knows the phone formats by their sniffed types, and nothing it cannot clean', () => {
    for (const type of ['image/heic', 'video/x-m4v', 'video/3gpp', 'video/3gpp2', 'video/vnd.avi', 'audio/x-m4a'])
      expect(canStripMetadata(type), type).toBe(true);
    for (const type of ['image/svg+xml', 'image/x-adobe-dng', 'application/pdf', 'text/plain', 'video/x-flv', ''])
      expect(canStripMetadata(type), type).toBe(false);
  });
});

describe('stripsMetadataByDefault (a new share without the option)', () => {
  it('is on for the photos and videos it can clean, off for sound, documents and what it cannot clean', () => {
    const expected: [string, boolean][] = [
      ['image/jpeg', true],
      ['image/heic', true],
      ['video/quicktime', true],
      ['video/3gpp', true],
      ['audio/mpeg', false],
      ['application/pdf', false],
      ['image/svg+xml', false],
      ['video/x-flv', false],
    ];
    for (const [type, on] of expected) expect([type, stripsMetadataByDefault(type)]).toEqual([type, on]);
  });
});

describe('publicServingOf (a file marked public on a profile)', () => {
  it('strips what it can, withholds photos and videos it cannot clean, serves documents as they are', () => {
    expect(publicServingOf('image/jpeg')).toBe('stripped');
    expect(publicServingOf('audio/mpeg')).toBe('stripped');
    expect(publicServingOf('image/svg+xml')).toBe('withheld');
    expect(publicServingOf('video/x-ms-wmv')).toBe('withheld');
    expect(publicServingOf('application/pdf')).toBe('as-is');
    expect(publicServingOf('text/plain')).toBe('as-is');
  });
});
