import { describe, expect, it } from 'vitest';
import { canShowImageInline, formatDuration, parseTags, stepRotation, stepZoom } from './player-math.ts';

describe('image zoom and rotation', () => {
  it('zooms in 0.1 steps without float drift', () => {
    let z = 1;
    for (let i = 0; i < 3; i++) z = stepZoom(z, 1);
    expect(z).toBe(1.3);
    expect(stepZoom(0.3, -1)).toBe(0.2);
  });
  it('stays within 0.1 and 3', () => {
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(0.1, -1)).toBe(0.1);
  });
  it('turns a quarter each way', () => {
    expect(stepRotation(0, 1)).toBe(90);
    expect(stepRotation(270, 1)).toBe(360);
    expect(stepRotation(0, -1)).toBe(-90);
  });
});

describe('formatDuration', () => {
  it('formats minutes and hours', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5.9)).toBe('0:05');
    expect(formatDuration(83)).toBe('1:23');
    expect(formatDuration(3723)).toBe('1:02:03');
  });
  it('treats unknown as zero', () => {
    expect(formatDuration(null)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('parseTags', () => {
  it('trims, drops empties and duplicates', () => {
    expect(parseTags(' holiday, beach ,, holiday,2024 ')).toEqual(['holiday', 'beach', '2024']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('inline preview types', () => {
  it.each([
    ['image/jpeg', true],
    ['image/tiff', false],
  ])('shows the image %s inline: %s', (type, shown) => {
    expect(canShowImageInline(type)).toBe(shown);
  });
});
