import { describe, expect, it } from 'vitest';
import type { SharedMedia } from './schemas/public-share.ts';
import { pictureBox, sharedPreviewOf, videoBox } from './shared-preview.ts';

type Shared = Pick<SharedMedia, 'category' | 'previewMimeType' | 'previewState' | 'strippingProblem' | 'size'>;
const media = (overrides: Partial<Shared>): Shared => ({
  category: 'image',
  previewMimeType: 'image/jpeg',
  previewState: 'none',
  strippingProblem: null,
  size: 1000,
  ...overrides,
});

describe('sharedPreviewOf (the public page previews what the preview URL serves)', () => {
  it.each([
    ['image/jpeg', 'image'],
    ['video/webm', 'video'],
    ['audio/mpeg', 'audio'],
    ['application/pdf', 'pdf'],
    ['text/plain', 'text'],
  ] as const)('%s -> %s', (type, kind) => {
    expect(sharedPreviewOf(media({ previewMimeType: type }))).toEqual({ kind });
  });
  it('previews the ready copy of a HEIC photo or an MKV video by its type', () => {
    expect(sharedPreviewOf(media({ previewMimeType: 'image/webp', previewState: 'ready' }))).toEqual({ kind: 'image' });
    expect(sharedPreviewOf(media({ category: 'video', previewMimeType: 'video/mp4', previewState: 'ready' }))).toEqual({
      kind: 'video',
    });
  });
  it('says "Preparing..." while the copy is being made', () => {
    expect(
      sharedPreviewOf(media({ category: 'video', previewMimeType: 'video/x-matroska', previewState: 'pending' })),
    ).toEqual({ kind: 'preparing', what: 'video' });
    expect(sharedPreviewOf(media({ previewMimeType: 'image/heic', previewState: 'pending' }))).toEqual({
      kind: 'preparing',
      what: 'image',
    });
  });
  it('previews nothing the preview URL would refuse: a failed copy, a zip', () => {
    expect(
      sharedPreviewOf(media({ category: 'video', previewMimeType: 'video/x-matroska', previewState: 'failed' })),
    ).toEqual({
      kind: 'none',
    });
    expect(sharedPreviewOf(media({ category: 'other', previewMimeType: 'application/zip' }))).toEqual({ kind: 'none' });
  });
  it('tries no preview of a file the server withholds because its metadata cannot be removed, and says why', () => {
    expect(
      sharedPreviewOf(
        media({ category: 'document', previewMimeType: 'application/pdf', strippingProblem: 'unsupported_type' }),
      ),
    ).toEqual({
      kind: 'withheld',
      problem: 'unsupported_type',
    });
    expect(sharedPreviewOf(media({ strippingProblem: 'copy_failed' }))).toEqual({
      kind: 'withheld',
      problem: 'copy_failed',
    });
    // Not even "Preparing...": the copy being made would be refused too.
    expect(
      sharedPreviewOf(
        media({
          category: 'video',
          previewMimeType: 'video/x-matroska',
          previewState: 'pending',
          strippingProblem: 'copy_failed',
        }),
      ),
    ).toEqual({ kind: 'withheld', problem: 'copy_failed' });
  });
});

describe('sharedPreviewOf (an empty file)', () => {
  it('says a file of no bytes is empty, whatever its type', () => {
    expect(sharedPreviewOf(media({ previewMimeType: 'text/plain', size: 0 }))).toEqual({ kind: 'empty' });
    expect(sharedPreviewOf(media({ size: 0 }))).toEqual({ kind: 'empty' });
    expect(sharedPreviewOf(media({ previewMimeType: 'text/plain', size: 1 }))).toEqual({ kind: 'text' });
  });
});

describe('the place a preview holds before it loads', () => {
  it('is the picture in its own proportions, no larger than itself, the page or the preview height', () => {
    expect(pictureBox(1600, 1000)).toEqual({
      aspectRatio: '1600 / 1000',
      width: 'min(1600px, 100%, calc(65vh * 1600 / 1000))',
    });
  });

  it("is the video's proportions across the page", () => {
    expect(videoBox(1920, 1080)).toEqual({ aspectRatio: '1920 / 1080' });
  });

  it('is left to the browser when the size is unknown', () => {
    expect(pictureBox(null, null)).toEqual({});
    expect(pictureBox(800, 0)).toEqual({});
    expect(videoBox(undefined, 720)).toEqual({});
  });
});
