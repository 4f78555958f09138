import { describe, expect, it } from 'vitest';
import {
  fromSearchParams,
  initialLibraryQuery,
  libraryPath,
  playerPath,
  toListQuery,
  toSearchParams,
} from './library-address.ts';

describe('the library state in the address bar', () => {
  const url = (state: Parameters<typeof toSearchParams>[0]) => toSearchParams(state).toString();

  it('keeps a plain /library plain', () => {
    expect(url(initialLibraryQuery)).toBe('');
    expect(fromSearchParams(new URLSearchParams())).toEqual(initialLibraryQuery);
  });

  it('round-trips every field', () => {
    const state = {
      page: 3,
      search: 'sun set',
      category: 'video' as const,
      sortBy: 'size' as const,
      sortOrder: 'asc' as const,
      albumId: 'album-1',
      view: 'list' as const,
    };
    expect(url(state)).toBe('page=3&search=sun+set&category=video&sortBy=size&sortOrder=asc&albumId=album-1&view=list');
    expect(fromSearchParams(toSearchParams(state))).toEqual(state);
  });

  it('leaves out an order that is the default of its key', () => {
    expect(url({ ...initialLibraryQuery, sortBy: 'filename', sortOrder: 'asc' })).toBe('sortBy=filename');
    expect(fromSearchParams(new URLSearchParams('sortBy=filename')).sortOrder).toBe('asc');
  });

  it.each([
    'page=0',
    'page=-2',
    'page=2.5',
    'page=abc',
    'category=spreadsheets',
    'sortBy=random',
    'sortOrder=up',
    'view=table',
  ])('falls back to the default for %s', (query) => {
    expect(fromSearchParams(new URLSearchParams(query))).toEqual(initialLibraryQuery);
  });

  it('sends only what is set', () => {
    expect(toListQuery({ ...initialLibraryQuery, search: '  ' })).toEqual({
      page: 1,
      limit: 20,
      search: undefined,
      category: undefined,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(toListQuery({ ...initialLibraryQuery, albumId: 'album-1' })).toMatchObject({ albumId: 'album-1' });
  });
});

describe('the player carries the library place', () => {
  const place = {
    ...initialLibraryQuery,
    page: 2,
    search: 'cat',
    sortBy: 'filename' as const,
    sortOrder: 'asc' as const,
  };

  it('opens a file with the place in its query, and Back goes to the same place', () => {
    expect(playerPath('m1', place)).toBe('/player/m1?page=2&search=cat&sortBy=filename');
    expect(libraryPath(place)).toBe('/library?page=2&search=cat&sortBy=filename');
    expect(fromSearchParams(new URLSearchParams('page=2&search=cat&sortBy=filename&edit=true'))).toEqual(place);
  });

  it('carries grid or list both ways, and leaves it out when the place did not choose one', () => {
    const listed = { ...place, view: 'list' as const };
    expect(playerPath('m1', listed)).toBe('/player/m1?page=2&search=cat&sortBy=filename&view=list');
    expect(libraryPath(fromSearchParams(new URLSearchParams('page=2&search=cat&sortBy=filename&view=list')))).toBe(
      '/library?page=2&search=cat&sortBy=filename&view=list',
    );
    expect(libraryPath({ ...initialLibraryQuery, view: 'grid' })).toBe('/library?view=grid');
  });

  it('keeps plain paths plain and adds edit=true for the Edit action', () => {
    expect(playerPath('m1', initialLibraryQuery)).toBe('/player/m1');
    expect(libraryPath(initialLibraryQuery)).toBe('/library');
    expect(playerPath('m 1', initialLibraryQuery, { edit: true })).toBe('/player/m%201?edit=true');
  });
});
