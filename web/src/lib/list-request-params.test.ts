import { describe, expect, it } from 'vitest';
import { isListFiltered, listRequestParams } from './list-request-params.ts';

const unfiltered = { page: 1, search: '', role: 'all', tier: 'all' };

describe('listRequestParams', () => {
  it('sends the page and the limit, and only the search and the filters in use', () => {
    expect(listRequestParams(unfiltered, 10)).toEqual({ page: 1, limit: 10 });
    expect(listRequestParams({ page: 2, search: ' ann ', role: 'owner', tier: 'all' }, 10)).toEqual({
      page: 2,
      limit: 10,
      search: 'ann',
      role: 'owner',
    });
  });
  it('keeps a search for the word "all": only a filter on all means none', () => {
    expect(listRequestParams({ ...unfiltered, search: 'all' }, 10)).toEqual({ page: 1, limit: 10, search: 'all' });
  });
});

describe('isListFiltered', () => {
  it.each([
    ['nothing', unfiltered, false],
    ['a blank search', { ...unfiltered, search: '  ' }, false],
    ['another page', { ...unfiltered, page: 3 }, false],
    ['a search', { ...unfiltered, search: 'a' }, true],
    ['a filter', { ...unfiltered, tier: 'enterprise' }, true],
  ])('%s narrows the list: %s', (_what, state, filtered) => {
    expect(isListFiltered(state)).toBe(filtered);
  });
});
