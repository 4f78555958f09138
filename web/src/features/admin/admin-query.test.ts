import { describe, expect, it } from 'vitest';
import {
  initialInvitesQuery,
  initialUsersQuery,
  invitesQueryReducer,
  pageAfterDelete,
  shownRange,
  toAdminUsersQuery,
  toInviteListQuery,
  usersQueryReducer,
} from './admin-query.ts';

describe('invite list query', () => {
  it('goes back to page 1 when the status filter changes', () => {
    const onPage3 = invitesQueryReducer(initialInvitesQuery, { type: 'page', page: 3 });
    expect(onPage3.page).toBe(3);
    expect(invitesQueryReducer(onPage3, { type: 'status', status: 'inactive' })).toEqual({
      page: 1,
      status: 'inactive',
    });
    expect(invitesQueryReducer(onPage3, { type: 'status', status: 'all' })).toBe(onPage3);
  });
  it('asks for active=true|false, nothing for all', () => {
    expect(toInviteListQuery({ page: 2, status: 'all' })).toEqual({ page: 2, limit: 20 });
    expect(toInviteListQuery({ page: 1, status: 'active' })).toEqual({ page: 1, limit: 20, active: 'true' });
    expect(toInviteListQuery({ page: 1, status: 'inactive' })).toEqual({ page: 1, limit: 20, active: 'false' });
  });
});

describe('user list query', () => {
  const onPage4 = usersQueryReducer(initialUsersQuery, { type: 'page', page: 4 });
  it('goes back to page 1 on any filter change', () => {
    expect(usersQueryReducer(onPage4, { type: 'search', search: 'ann' }).page).toBe(1);
    expect(usersQueryReducer(onPage4, { type: 'role', role: 'admin' }).page).toBe(1);
    expect(usersQueryReducer(onPage4, { type: 'tier', tier: 'premium' }).page).toBe(1);
    expect(usersQueryReducer(onPage4, { type: 'tier', tier: 'all' })).toBe(onPage4);
    expect(usersQueryReducer(onPage4, { type: 'clear' })).toEqual(initialUsersQuery);
  });
  it('sends only the filters in use, 10 a page', () => {
    expect(toAdminUsersQuery(initialUsersQuery)).toEqual({ page: 1, limit: 10 });
    expect(toAdminUsersQuery({ page: 2, search: ' ann ', role: 'owner', tier: 'free' })).toEqual({
      page: 2,
      limit: 10,
      search: 'ann',
      role: 'owner',
      tier: 'free',
    });
  });
});

describe('pageAfterDelete', () => {
  it('steps back a page only when the last row of a later page went', () => {
    expect(pageAfterDelete(3, 1)).toBe(2);
    expect(pageAfterDelete(3, 2)).toBe(3);
    expect(pageAfterDelete(1, 1)).toBe(1);
  });
});

describe('shownRange', () => {
  it('counts from 1 and stops at the total', () => {
    expect(shownRange(1, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(shownRange(3, 20, 45)).toEqual({ from: 41, to: 45 });
    expect(shownRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});
