import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';
import { categoryOf } from './media-category.ts';
import { isPreviewableType } from './previewable.ts';
import { storageBarColour, storagePercent, storageStatus } from './storage-status.ts';

describe('formatBytes', () => {
  it('uses base 1024 and the units Bytes, KB, MB, GB, TB', () => {
    const sizes = [0, 1023, 1536, 1024 ** 3, 1024 ** 4];
    expect(sizes.map((bytes) => formatBytes(bytes))).toEqual(['0 Bytes', '1023 Bytes', '1.5 KB', '1 GB', '1 TB']);
  });
});

describe('storage status', () => {
  it('follows the thresholds 50, 80, 100', () => {
    expect([49.9, 50, 80, 100].map(storageStatus)).toEqual(['low', 'medium', 'high', 'full']);
  });
  it('colours the bar above 75 and above 90', () => {
    expect([75, 75.1, 90.1].map(storageBarColour)).toEqual(['normal', 'warning', 'danger']);
  });
  it('computes a percentage with one decimal', () => {
    expect(storagePercent(512, 1024)).toBe(50);
    expect(storagePercent(0, 0)).toBe(0);
  });
});

describe('categoryOf', () => {
  it('maps mime types to the five categories', () => {
    const types = ['image/png', 'video/mp4', 'audio/mpeg', 'application/pdf', 'text/plain', 'application/zip'];
    expect(types.map(categoryOf)).toEqual(['image', 'video', 'audio', 'document', 'document', 'other']);
  });
});

describe('isPreviewableType', () => {
  it('takes the listed types in any letter case and with parameters, and nothing else', () => {
    for (const type of ['image/JPEG', 'video/mp4', 'video/ogg', 'audio/mpeg', 'audio/wav', 'text/plain; charset=utf-8'])
      expect(isPreviewableType(type), type).toBe(true);
    for (const type of ['image/heic', 'video/x-matroska', 'audio/flac', 'application/zip', 'text/html', ''])
      expect(isPreviewableType(type), type).toBe(false);
  });
});
