import { describe, expect, it } from 'vitest';
import { profileName, publicViewOf } from './public-viewer.ts';

const file = (over: Partial<Parameters<typeof publicViewOf>[0]> = {}) => ({
  previewMimeType: 'image/jpeg',
  previewState: 'none' as const,
  strippingProblem: null,
  size: 1000,
  ...over,
});

describe('publicViewOf', () => {
  it('shows pictures, videos and sounds the browser can play', () => {
    expect(publicViewOf(file()).kind).toBe('image');
    expect(publicViewOf(file({ previewMimeType: 'video/mp4' })).kind).toBe('video');
    expect(publicViewOf(file({ previewMimeType: 'audio/mpeg' })).kind).toBe('audio');
  });

  it('withholds a file that cannot be served without its location and camera data, before anything else', () => {
    expect(publicViewOf(file({ strippingProblem: 'unsupported_type', previewState: 'pending' }))).toEqual({
      kind: 'withheld',
      problem: 'unsupported_type',
    });
    expect(publicViewOf(file({ strippingProblem: 'copy_failed' }))).toEqual({
      kind: 'withheld',
      problem: 'copy_failed',
    });
  });

  it('waits while the browser-viewable copy is made, and shows nothing for a type a browser cannot play', () => {
    expect(publicViewOf(file({ previewState: 'pending', previewMimeType: 'video/x-matroska' })).kind).toBe('preparing');
    expect(publicViewOf(file({ previewMimeType: 'video/x-matroska' })).kind).toBe('none');
    expect(publicViewOf(file({ previewMimeType: 'application/zip' })).kind).toBe('none');
  });
});

describe('publicViewOf, an empty file', () => {
  it('says a file of no bytes is empty, whatever its type; a withheld one stays withheld', () => {
    expect(publicViewOf(file({ size: 0 }))).toEqual({ kind: 'empty' });
    expect(publicViewOf(file({ size: 0, previewMimeType: 'video/mp4' }))).toEqual({ kind: 'empty' });
    expect(publicViewOf(file({ size: 0, strippingProblem: 'copy_failed' })).kind).toBe('withheld');
  });
});

describe('profileName', () => {
  it('is the display name, else the username', () => {
    expect(profileName({ displayName: 'Jonas Berg', username: 'jonas' })).toBe('Jonas Berg');
    expect(profileName({ displayName: null, username: 'jonas' })).toBe('jonas');
    expect(profileName({ displayName: '   ', username: 'jonas' })).toBe('jonas');
  });
});
