import { describe, expect, it } from 'vitest';
import { fileExtensionOf } from './file-extension.ts';

describe('fileExtensionOf (the type badge)', () => {
  it.each([
    ['IMG_0001.heic', 'HEIC'],
    ['holiday.MKV', 'MKV'],
    ['manual.pdf', 'PDF'],
    ['backup.tar.gz', 'GZ'],
    ['song.mp3', 'MP3'],
    ['folder/clip.webm', 'WEBM'],
  ])('%s -> %s', (name, badge) => {
    expect(fileExtensionOf(name)).toBe(badge);
  });

  it.each(['README', '.env', 'notes.', 'report.final version', 'archive.backup2024', ''])('%s has none', (name) => {
    expect(fileExtensionOf(name)).toBeNull();
  });
});
