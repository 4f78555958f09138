import { describe, expect, it } from 'vitest';
import { previewKindOfType } from './preview-kind.ts';

describe('previewKindOfType', () => {
  it.each([
    ['image/webp', 'image'],
    ['IMAGE/HEIC', 'image'],
    ['video/mp4', 'video'],
    ['video/x-matroska', 'video'],
    ['audio/mpeg', 'audio'],
    ['application/pdf', 'pdf'],
    ['text/plain; charset=utf-8', 'text'],
    ['application/zip', null],
    ['text/html', null],
  ])('%s -> %s', (type, kind) => {
    expect(previewKindOfType(type)).toBe(kind);
  });
});
