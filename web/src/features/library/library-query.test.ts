import { describe, expect, it } from 'vitest';
import { initialLibraryQuery } from '../../lib/library-address.ts';
import { hasActiveFilters, hasPanelChoices, libraryQueryReducer } from './library-query.ts';

const onPage3 = { ...initialLibraryQuery, page: 3 };

describe('library query', () => {
  it('resets the page to 1 when search, category or sort change', () => {
    expect(libraryQueryReducer(onPage3, { type: 'search', search: 'cat' }).page).toBe(1);
    expect(libraryQueryReducer(onPage3, { type: 'category', category: 'video' }).page).toBe(1);
    expect(libraryQueryReducer(onPage3, { type: 'sort', sortBy: 'size' }).page).toBe(1);
  });
  it('switches grid and list on the same page, and keeps the state when the view is already chosen', () => {
    const listed = libraryQueryReducer(onPage3, { type: 'view', view: 'list' });
    expect(listed).toEqual({ ...onPage3, view: 'list' });
    expect(libraryQueryReducer(listed, { type: 'view', view: 'list' })).toBe(listed);
    expect(hasPanelChoices(listed)).toBe(false);
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
  it('filters by an album from page 1, and clears it with the other filters', () => {
    const inAlbum = libraryQueryReducer(onPage3, { type: 'album', albumId: 'album-1' });
    expect(inAlbum).toMatchObject({ albumId: 'album-1', page: 1 });
    expect(hasActiveFilters(inAlbum)).toBe(true);
    expect(hasPanelChoices(inAlbum)).toBe(true);
    expect(libraryQueryReducer(inAlbum, { type: 'clearFilters' }).albumId).toBeNull();
  });
  it('tells when the filter panel holds a category or a sort of its own', () => {
    expect(hasPanelChoices(onPage3)).toBe(false);
    expect(hasPanelChoices({ ...initialLibraryQuery, search: 'cat' })).toBe(false);
    expect(hasPanelChoices({ ...initialLibraryQuery, category: 'video' })).toBe(true);
    expect(hasPanelChoices({ ...initialLibraryQuery, sortBy: 'filename', sortOrder: 'asc' })).toBe(true);
    expect(hasPanelChoices({ ...initialLibraryQuery, sortOrder: 'asc' })).toBe(true);
  });
});
