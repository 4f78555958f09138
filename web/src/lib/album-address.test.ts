import { describe, expect, it } from 'vitest';
import { albumPageFromParams, albumPlaceFromParams, albumPlayerPath, albumScreenPath } from './album-address.ts';

describe('album address', () => {
  it('reads the album the player walks, and its page', () => {
    expect(albumPlaceFromParams(new URLSearchParams('album=a1&page=3'))).toEqual({ albumId: 'a1', page: 3 });
    expect(albumPlaceFromParams(new URLSearchParams('album=a1&page=-2'))).toEqual({ albumId: 'a1', page: 1 });
    expect(albumPlaceFromParams(new URLSearchParams('page=3&sortBy=size'))).toBeNull();
  });

  it('keeps page 1 out of the address', () => {
    expect(albumScreenPath({ albumId: 'a1', page: 1 })).toBe('/albums/a1');
    expect(albumScreenPath({ albumId: 'a 1', page: 2 })).toBe('/albums/a%201?page=2');
    expect(albumPageFromParams(new URLSearchParams('page=x'))).toBe(1);
  });

  it('opens the player inside the album, and its editor on request', () => {
    expect(albumPlayerPath('m1', { albumId: 'a1', page: 1 })).toBe('/player/m1?album=a1');
    expect(albumPlayerPath('m1', { albumId: 'a1', page: 2 }, { edit: true })).toBe(
      '/player/m1?album=a1&page=2&edit=true',
    );
  });

  it('round-trips through the player address', () => {
    const path = albumPlayerPath('m1', { albumId: 'a1', page: 4 });
    const params = new URLSearchParams(path.split('?')[1]);
    expect(albumScreenPath(albumPlaceFromParams(params)!)).toBe('/albums/a1?page=4');
  });
});
