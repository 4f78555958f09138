import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { isScriptableType, SNIFF_BYTES, sniffBuffer } from './sniff-type.ts';
import { fixture } from '../../test/helpers/fixtures.ts';
import { useGeneratedMedia } from '../../test/helpers/media-test-files.ts';

// fixture -> [mime, category]
const FIXTURE_TYPES: Record<string, [string, string]> = {
  'fixture.jpg': ['image/jpeg', 'image'],
  'fixture.png': ['image/png', 'image'],
  'fixture.gif': ['image/gif', 'image'],
  'fixture.webp': ['image/webp', 'image'],
  'fixture.bmp': ['image/bmp', 'image'],
  'fixture-bali.tif': ['image/tiff', 'image'],
  'fixture-yuv420-8bit.avif': ['image/avif', 'image'],
  'fixture-heic.heic': ['image/heic', 'image'],
  'exif-Landscape_6.jpg': ['image/jpeg', 'image'],
  'fixture-imovie.mp4': ['video/mp4', 'video'],
  'fixture.mov': ['video/quicktime', 'video'],
  'fixture-mjpeg.mov': ['video/quicktime', 'video'],
  'fixture.mkv': ['video/matroska', 'video'],
  'fixture.webm': ['video/webm', 'video'],
  'fixture-null.webm': ['video/webm', 'video'],
  'fixture.mp3': ['audio/mpeg', 'audio'],
  'fixture-bad-offset.mp3': ['audio/mpeg', 'audio'],
  'fixture.wav': ['audio/wav', 'audio'],
  'fixture.ogg': ['audio/ogg', 'audio'],
  'fixture.opus': ['audio/ogg; codecs=opus', 'audio'],
  'fixture.flac': ['audio/flac', 'audio'],
  'fixture-id3v2.flac': ['audio/flac', 'audio'],
  'fixture.m4a': ['audio/x-m4a', 'audio'],
  'fixture.pdf': ['application/pdf', 'document'],
  'fixture-minimal.pdf': ['application/pdf', 'document'],
  // Damaged, but their signatures still say what they were meant to be.
  'fixture-corrupt.png': ['image/png', 'image'],
  'fixture-corrupt.mkv': ['video/matroska', 'video'],
};

const { files: generated } = useGeneratedMedia({ av: false });

/** The type an upload is given: sniffed from the file's first bytes, as the upload path reads them. */
async function sniffHead(file: string) {
  const bytes = await readFile(file);
  return sniffBuffer(bytes.subarray(0, SNIFF_BYTES), bytes.length <= SNIFF_BYTES);
}

describe('sniffBuffer on generated files', () => {
  it('recognises generated text, SVG, HTML and random bytes', async () => {
    expect(await sniffHead(generated.text)).toEqual({ mimeType: 'text/plain', category: 'document', ext: 'txt' });
    expect(await sniffHead(generated.svg)).toEqual({ mimeType: 'image/svg+xml', category: 'image', ext: 'svg' });
    expect(await sniffHead(generated.html)).toEqual({ mimeType: 'text/html', category: 'document', ext: 'html' });
    expect(await sniffHead(generated.random)).toEqual({
      mimeType: 'application/octet-stream',
      category: 'other',
      ext: 'bin',
    });
  });

  it('finds the types of generated images', async () => {
    expect((await sniffHead(generated.png)).mimeType).toBe('image/png');
    expect((await sniffHead(generated.largeJpeg)).mimeType).toBe('image/jpeg');
  });
});

describe('sniffBuffer on the head only', () => {
  it.each(Object.entries(FIXTURE_TYPES))('%s from its first bytes', async (name, [mime, category]) => {
    const head = (await readFile(fixture(name))).subarray(0, SNIFF_BYTES);
    const result = await sniffBuffer(head);
    // An ID3 tag longer than the head hides the FLAC behind it: still audio.
    const expected = name === 'fixture-id3v2.flac' ? 'audio/mpeg' : mime;
    expect(result.mimeType).toBe(expected);
    expect(result.category).toBe(category);
  });

  it('keeps text that was cut in the middle of a multi-byte character', async () => {
    const text = Buffer.from('é'.repeat(SNIFF_BYTES));
    expect((await sniffBuffer(text.subarray(0, SNIFF_BYTES - 1))).mimeType).toBe('text/plain');
  });

  it('calls binary with a NUL byte or invalid UTF-8 octet-stream', async () => {
    expect((await sniffBuffer(Buffer.from('abc\0def'), true)).mimeType).toBe('application/octet-stream');
    expect((await sniffBuffer(Buffer.from([0x63, 0x61, 0x66, 0xe9]), true)).mimeType).toBe('application/octet-stream');
  });

  it('tells SVG, XHTML and plain XML apart although file-type calls them all XML', async () => {
    const xml = (body: string) => Buffer.from(`<?xml version="1.0"?>\n${body}`);
    expect((await sniffBuffer(xml('<svg xmlns="http://www.w3.org/2000/svg"/>'), true)).mimeType).toBe('image/svg+xml');
    expect((await sniffBuffer(xml('<html xmlns="http://www.w3.org/1999/xhtml"/>'), true)).mimeType).toBe('text/html');
    expect((await sniffBuffer(xml('<catalog/>'), true)).mimeType).toBe('text/xml');
  });
});

describe('isScriptableType', () => {
  it('flags the types a browser could run script from', () => {
    for (const mime of ['text/html', 'image/svg+xml', 'text/xml', 'application/xml', 'application/xhtml+xml']) {
      expect(isScriptableType(mime)).toBe(true);
    }
    for (const mime of ['text/plain', 'image/png', 'application/pdf', 'video/mp4']) {
      expect(isScriptableType(mime)).toBe(false);
    }
  });
});
