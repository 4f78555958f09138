import { describe, expect, it } from 'vitest';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { imageSourceOf, viewerModeOf } from './viewer-mode.ts';

type ViewerFile = Parameters<typeof viewerModeOf>[0];
const file = (overrides: Partial<MediaFile>): ViewerFile => ({
  category: 'image',
  mimeType: 'image/jpeg',
  previewState: 'none',
  previewMimeType: null,
  thumbnailState: 'ready',
  size: 1000,
  ...overrides,
});
const heic = { category: 'image', mimeType: 'image/heic' } as const;
const mkv = { category: 'video', mimeType: 'video/x-matroska' } as const;

describe('viewerModeOf (browser-viewable copies)', () => {
  it('says "Preparing..." while the copy of a photo or video is made', () => {
    expect(viewerModeOf(file({ ...heic, previewState: 'pending' }))).toEqual({ kind: 'preparing', what: 'image' });
    expect(viewerModeOf(file({ ...mkv, previewState: 'pending' }))).toEqual({ kind: 'preparing', what: 'video' });
  });
  it('shows the copy once ready, picking the element by its type', () => {
    expect(viewerModeOf(file({ ...heic, previewState: 'ready', previewMimeType: 'image/webp' }))).toEqual({
      kind: 'image',
    });
    expect(viewerModeOf(file({ ...mkv, previewState: 'ready', previewMimeType: 'video/mp4' }))).toEqual({
      kind: 'video',
    });
    // An audio-only MOV becomes an MP4 of sound: an audio element plays it.
    expect(
      viewerModeOf(
        file({ category: 'video', mimeType: 'video/quicktime', previewState: 'ready', previewMimeType: 'audio/mp4' }),
      ),
    ).toEqual({ kind: 'audio' });
  });
  it('says the file could not be played when the copy failed', () => {
    expect(viewerModeOf(file({ ...mkv, previewState: 'failed' }))).toEqual({ kind: 'unplayable' });
    expect(viewerModeOf(file({ ...heic, previewState: 'failed' }))).toEqual({ kind: 'unplayable' });
  });
  it('plays files that need no copy as before', () => {
    expect(viewerModeOf(file({}))).toEqual({ kind: 'image' });
    expect(viewerModeOf(file({ category: 'video', mimeType: 'video/webm' }))).toEqual({ kind: 'video' });
    expect(viewerModeOf(file({ category: 'audio', mimeType: 'audio/mpeg' }))).toEqual({ kind: 'audio' });
    expect(viewerModeOf(file({ category: 'video', mimeType: 'application/octet-stream' }))).toEqual({ kind: 'video' });
  });
  it('previews PDFs and plain text, and offers the download for the rest', () => {
    expect(viewerModeOf(file({ category: 'document', mimeType: 'application/pdf' }))).toEqual({ kind: 'pdf' });
    expect(viewerModeOf(file({ category: 'document', mimeType: 'text/plain; charset=utf-8' }))).toEqual({
      kind: 'text',
    });
    expect(viewerModeOf(file({ category: 'other', mimeType: 'application/zip' }))).toEqual({ kind: 'download' });
    // A document never waits for a copy, whatever its state says.
    expect(viewerModeOf(file({ category: 'document', mimeType: 'application/pdf', previewState: 'pending' }))).toEqual({
      kind: 'pdf',
    });
  });
});

describe('imageSourceOf', () => {
  it('streams what the browser draws, or the ready copy', () => {
    expect(imageSourceOf(file({}))).toBe('stream');
    expect(imageSourceOf(file({ ...heic, previewState: 'ready', previewMimeType: 'image/webp' }))).toBe('stream');
  });
  it('falls back to the large thumbnail of a type without a copy, else nothing', () => {
    expect(imageSourceOf(file({ mimeType: 'image/tiff' }))).toBe('thumbnail');
    expect(imageSourceOf(file({ mimeType: 'image/tiff', thumbnailState: 'failed' }))).toBeNull();
  });
});

describe('viewerModeOf (an empty file)', () => {
  it('says a file of no bytes is empty, whatever its type', () => {
    expect(viewerModeOf(file({ category: 'document', mimeType: 'text/plain', size: 0 }))).toEqual({ kind: 'empty' });
    expect(viewerModeOf(file({ size: 0 }))).toEqual({ kind: 'empty' });
    expect(viewerModeOf(file({ category: 'document', mimeType: 'text/plain', size: 1 }))).toEqual({ kind: 'text' });
  });
});
