import { describe, expect, it } from 'vitest';
import { headerTitleKey, navItemsFor, titleFromSegment } from './nav-items.ts';

const labels = (role: Parameters<typeof navItemsFor>[0]) => navItemsFor(role).map((i) => i.to);

describe('sidebar entries', () => {
  it('lists the base entries for a user', () => {
    expect(labels('user')).toEqual([
      '/dashboard',
      '/library',
      '/photos',
      '/albums',
      '/upload',
      '/sharing',
      '/requests',
      '/settings',
    ]);
  });
  it('inserts Invite Codes before Settings for an admin', () => {
    expect(labels('admin')).toEqual([
      '/dashboard',
      '/library',
      '/photos',
      '/albums',
      '/upload',
      '/sharing',
      '/requests',
      '/invite-codes',
      '/settings',
    ]);
  });
  it('inserts Invite Codes and Manage Users before Settings for the owner', () => {
    expect(labels('owner')).toEqual([
      '/dashboard',
      '/library',
      '/photos',
      '/albums',
      '/upload',
      '/sharing',
      '/requests',
      '/invite-codes',
      '/manage-users',
      '/settings',
    ]);
  });
});

describe('header title from the first path segment', () => {
  it.each([
    ['/dashboard', 'pages.dashboard'],
    ['/library', 'pages.library'],
    ['/player/123', 'pages.player'],
    ['/albums/abc', 'pages.albums'],
    ['/invite-codes', 'pages.inviteCodes'],
    ['/manage-users', 'pages.manageUsers'],
    ['/shares/extend/abc.def.ghi', 'pages.sharing'],
    ['/', 'pages.dashboard'],
  ])('%s -> %s', (path, key) => {
    expect(headerTitleKey(path)).toBe(key);
  });
  it('falls back to the segment itself', () => {
    expect(headerTitleKey('/something-else/1')).toBeNull();
    expect(titleFromSegment('/something-else/1')).toBe('Something Else');
  });
});
