import { describe, expect, it } from 'vitest';
import { parseRangeHeader } from '../../http/range-header.ts';
import { PLAYER_PART_BYTES, playerRange, rawRangeCost } from './raw-range-cost.ts';

const SIZE = 1000;
const cost = (header: string, mimeType: string) => rawRangeCost(parseRangeHeader(header, SIZE), SIZE, mimeType);

describe('rawRangeCost', () => {
  it('prices the whole file as a download, whatever the type and however it is asked', () => {
    for (const header of [
      'bytes=0-',
      'bytes=0-999',
      'bytes=0-5000',
      'bytes=-1000',
      'bytes=-4000',
      'bytes=0-1,5-9',
      'x',
    ])
      for (const type of ['video/mp4', 'application/zip'])
        expect([header, type, cost(header, type)]).toEqual([header, type, 'download']);
  });

  it('prices any range of a file that cannot be previewed as a download', () => {
    for (const header of ['bytes=0-99', 'bytes=500-', 'bytes=-1', 'bytes=1-998'])
      expect(cost(header, 'application/zip')).toBe('download');
  });

  it("prices a player's part of a previewable file as a view, and a range past the end too (nothing is sent)", () => {
    for (const header of ['bytes=0-99', 'bytes=500-', 'bytes=-1', 'bytes=1-', 'bytes=0-998', 'bytes=2000-'])
      expect(cost(header, 'video/mp4; codecs="avc1"')).toBe('view');
  });
});

describe('playerRange', () => {
  const part = (header: string, mimeType: string, size = SIZE) =>
    playerRange(header, parseRangeHeader(header, size), size, mimeType);

  it("cuts a video's or sound's open-ended range to a part that is never the whole file", () => {
    expect(part('bytes=0-', 'video/mp4')).toEqual({ start: 0, end: SIZE - 2 });
    expect(part('bytes=10-', 'audio/mpeg')).toEqual({ start: 10, end: SIZE - 1 });
    const big = 3 * PLAYER_PART_BYTES;
    expect(part('bytes=0-', 'video/webm', big)).toEqual({ start: 0, end: PLAYER_PART_BYTES - 1 });
    expect(part(`bytes=${big - 5}-`, 'video/webm', big)).toEqual({ start: big - 5, end: big - 1 });
  });

  it('leaves every other request as it is: closed ranges, suffixes, other types, a one-byte file', () => {
    for (const header of ['bytes=0-999', 'bytes=0-99', 'bytes=-1000', 'bytes=0-1,5-', 'bytes=2000-'])
      expect([header, part(header, 'video/mp4')]).toEqual([header, null]);
    for (const type of ['image/png', 'application/pdf', 'application/zip', 'video/x-msvideo'])
      expect([type, part('bytes=0-', type)]).toEqual([type, null]);
    expect(part('bytes=0-', 'video/mp4', 1)).toBeNull();
  });
});
