import { describe, expect, it } from 'vitest';
import { formatDuration, thumbnailWidth, tileSources } from './tile-sources.ts';

describe('tileSources', () => {
  it('offers the small and medium thumbnails by their real widths, sized by the tile', () => {
    const sources = tileSources({ id: 'a1', width: 4000, height: 3000 }, 293.4);
    expect(sources.srcSet).toBe('/api/media/a1/thumbnail?size=small 160w, /api/media/a1/thumbnail?size=medium 480w');
    expect(sources.sizes).toBe('293px');
  });

  it('gives a portrait picture the width it is made with', () => {
    expect(thumbnailWidth({ width: 3000, height: 4000 }, 160)).toBe(120);
    expect(thumbnailWidth({ width: 3000, height: 4000 }, 480)).toBe(360);
  });

  it('never counts a small original larger than it is', () => {
    expect(thumbnailWidth({ width: 100, height: 50 }, 480)).toBe(100);
    expect(tileSources({ id: 'b', width: 100, height: 50 }, 100).srcSet).toBe('/api/media/b/thumbnail?size=small 100w');
  });

  it('takes an unknown size as square', () => {
    expect(thumbnailWidth({ width: null, height: null }, 160)).toBe(160);
  });
});

describe('formatDuration', () => {
  it('writes minutes and seconds, and hours when there are', () => {
    expect(formatDuration(42.4)).toBe('0:42');
    expect(formatDuration(0.07)).toBe('0:01');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(725)).toBe('12:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(-1)).toBeNull();
  });
});
