import { describe, expect, it } from 'vitest';
import {
  fromSearchParams,
  hasActiveFilters,
  initialLibraryQuery,
  libraryQueryReducer,
  toListQuery,
  toSearchParams,
} from './library-query.ts';

const onPage3 = { ...initialLibraryQuery, page: 3 };

describe('library query (SPEC §4 Library)', () => {
  it('resets the page to 1 when search, category or sort change', () => {
    expect(libraryQueryReducer(onPage3, { type: 'search', search: 'cat' }).page).toBe(1);
    expect(libraryQueryReducer(onPage3, { type: 'category', category: 'video' }).page).toBe(1);
    expect(libraryQueryReducer(onPage3, { type: 'sort', sortBy: 'size' }).page).toBe(1);
  });
  it('keeps the page when nothing changed', () => {
    expect(libraryQueryReducer(onPage3, { type: 'search', search: '' })).toBe(onPage3);
    expect(libraryQueryReducer(onPage3, { type: 'category', category: null })).toBe(onPage3);
  });
  it('flips the order when the active sort is clicked again', () => {
    const a = libraryQueryReducer(initialLibraryQuery, { type: 'sort', sortBy: 'createdAt' });
    expect(a.sortOrder).toBe('asc');
    expect(libraryQueryReducer(a, { type: 'sort', sortBy: 'createdAt' }).sortOrder).toBe('desc');
  });
  it('starts a new sort key in its natural order', () => {
    expect(libraryQueryReducer(initialLibraryQuery, { type: 'sort', sortBy: 'filename' })).toMatchObject({
      sortBy: 'filename',
      sortOrder: 'asc',
    });
    expect(libraryQueryReducer(initialLibraryQuery, { type: 'sort', sortBy: 'viewCount' })).toMatchObject({
      sortBy: 'viewCount',
      sortOrder: 'desc',
    });
  });
  it('clears search and category together', () => {
    const filtered = { ...onPage3, search: 'x', category: 'audio' as const };
    expect(hasActiveFilters(filtered)).toBe(true);
    const cleared = libraryQueryReducer(filtered, { type: 'clearFilters' });
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(cleared.page).toBe(1);
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
  });
});

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
    };
    expect(url(state)).toBe('page=3&search=sun+set&category=video&sortBy=size&sortOrder=asc');
    expect(fromSearchParams(toSearchParams(state))).toEqual(state);
  });

  it('leaves out an order that is the default of its key', () => {
    expect(url({ ...initialLibraryQuery, sortBy: 'filename', sortOrder: 'asc' })).toBe('sortBy=filename');
    expect(fromSearchParams(new URLSearchParams('sortBy=filename')).sortOrder).toBe('asc');
  });

  it.each(['page=0', 'page=-2', 'page=2.5', 'page=abc', 'category=spreadsheets', 'sortBy=random', 'sortOrder=up'])(
    'falls back to the default for %s',
    (query) => {
      expect(fromSearchParams(new URLSearchParams(query))).toEqual(initialLibraryQuery);
    },
  );
});
