import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';
import { categoryOf } from './media-category.ts';
import { isPreviewableType } from './previewable.ts';
import { storageBarColour, storagePercent, storageStatus } from './storage-status.ts';

describe('formatBytes', () => {
  it('uses base 1024 and the units of SPEC §9', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1073741824)).toBe('1 GB');
    expect(formatBytes(1099511627776)).toBe('1 TB');
  });
});

describe('storage status', () => {
  it('follows the thresholds 50, 80, 100', () => {
    expect(storageStatus(49.9)).toBe('low');
    expect(storageStatus(50)).toBe('medium');
    expect(storageStatus(80)).toBe('high');
    expect(storageStatus(100)).toBe('full');
  });
  it('colours the bar above 75 and above 90', () => {
    expect(storageBarColour(75)).toBe('normal');
    expect(storageBarColour(75.1)).toBe('warning');
    expect(storageBarColour(90.1)).toBe('danger');
  });
  it('computes a percentage with one decimal', () => {
    expect(storagePercent(512, 1024)).toBe(50);
    expect(storagePercent(0, 0)).toBe(0);
  });
});

describe('categoryOf', () => {
  it('maps mime types to the categories of SPEC §9', () => {
    expect(categoryOf('image/png')).toBe('image');
    expect(categoryOf('video/mp4')).toBe('video');
    expect(categoryOf('audio/mpeg')).toBe('audio');
    expect(categoryOf('application/pdf')).toBe('document');
    expect(categoryOf('text/plain')).toBe('document');
    expect(categoryOf('application/zip')).toBe('other');
  });
});

describe('isPreviewableType (SPEC §9)', () => {
  it('takes the listed types in any letter case and with parameters, and nothing else', () => {
    for (const type of ['image/JPEG', 'video/mp4', 'video/ogg', 'audio/mpeg', 'audio/wav', 'text/plain; charset=utf-8'])
      expect(isPreviewableType(type), type).toBe(true);
    for (const type of ['image/heic', 'video/x-matroska', 'audio/flac', 'application/zip', 'text/html', ''])
      expect(isPreviewableType(type), type).toBe(false);
  });
});
