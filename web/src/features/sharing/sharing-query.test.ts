import { describe, expect, it } from 'vitest';
import type { ShareStatus } from '@vaultbox/common/share-status.ts';
import {
  badgeOf,
  type BadgeKind,
  initialSharingQuery,
  sharingQueryReducer,
  STATUS_FILTER_OPTIONS,
  toShareListQuery,
} from './sharing-query.ts';

describe('status filter', () => {
  it('offers All Shares, Active and Expired/Inactive, in that order', () => {
    expect(STATUS_FILTER_OPTIONS.map((o) => o.value)).toEqual(['all', 'active', 'inactive']);
    expect(STATUS_FILTER_OPTIONS.map((o) => o.labelKey)).toEqual(['filter.all', 'filter.active', 'filter.inactive']);
  });
  // Inactive, expired and limit-reached shares are badged Expired, Limit Reached or Inactive; an active share has no
  // badge.
  it.each<[ShareStatus, BadgeKind | null]>([
    ['active', null],
    ['inactive', 'inactive'],
    ['expired', 'expired'],
    ['view_limit', 'limit'],
    ['download_limit', 'limit'],
  ])('badges a %s share %s', (status, badge) => {
    expect(badgeOf(status)).toBe(badge);
  });
});

describe('sharing query', () => {
  it('leaves out the status "all" and an empty search', () => {
    expect(toShareListQuery(initialSharingQuery)).toEqual({ page: 1, limit: 20 });
    expect(toShareListQuery({ page: 3, search: '  cat  ', status: 'inactive' })).toEqual({
      page: 3,
      limit: 20,
      search: 'cat',
      status: 'inactive',
    });
  });
  it('goes back to page 1 when the search or the status changes, not when they stay', () => {
    const onPage3 = sharingQueryReducer(initialSharingQuery, { type: 'page', page: 3 });
    expect(sharingQueryReducer(onPage3, { type: 'search', search: 'x' }).page).toBe(1);
    expect(sharingQueryReducer(onPage3, { type: 'status', status: 'active' }).page).toBe(1);
    expect(sharingQueryReducer(onPage3, { type: 'status', status: 'all' })).toBe(onPage3);
    expect(sharingQueryReducer(onPage3, { type: 'page', page: 0 }).page).toBe(1);
  });
  it('clears every filter at once', () => {
    const filtered = { page: 2, search: 'a', status: 'active' as const };
    expect(sharingQueryReducer(filtered, { type: 'clear' })).toEqual(initialSharingQuery);
  });
});
