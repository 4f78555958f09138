import { describe, expect, it } from 'vitest';
import { FROM_PHOTOS_STATE, photosBehind, photosPlaceFromParams, photosPlayerPath } from './photos-address.ts';

describe('photos address', () => {
  it('reads whether the player was opened from Photos', () => {
    expect(photosPlaceFromParams(new URLSearchParams('from=photos'))).toEqual({ from: 'photos' });
    expect(photosPlaceFromParams(new URLSearchParams('from=elsewhere'))).toBeNull();
    expect(photosPlaceFromParams(new URLSearchParams('page=3&sortBy=size'))).toBeNull();
    expect(photosPlaceFromParams(new URLSearchParams('album=a1'))).toBeNull();
  });

  it('opens the player on the timeline, and its editor on request', () => {
    expect(photosPlayerPath('m1')).toBe('/player/m1?from=photos');
    expect(photosPlayerPath('m 1', { edit: true })).toBe('/player/m%201?from=photos&edit=true');
  });

  it('round-trips through the player address', () => {
    const params = new URLSearchParams(photosPlayerPath('m1').split('?')[1]);
    expect(photosPlaceFromParams(params)).toEqual({ from: 'photos' });
  });

  it('knows the timeline is the entry before only from the state Photos pushed', () => {
    expect(photosBehind(FROM_PHOTOS_STATE)).toBe(true);
    expect(photosBehind({ ...FROM_PHOTOS_STATE, other: 1 })).toBe(true);
    for (const state of [null, undefined, 'fromPhotos', { fromPhotos: 'true' }, {}])
      expect(photosBehind(state)).toBe(false);
  });
});
