import { describe, expect, it } from 'vitest';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import { buildShareUpdate, editFormFrom } from './share-update.ts';

const now = Date.parse('2030-01-01T12:00:00Z');
const share: ShareLink = {
  id: 's1',
  slug: 'abc',
  token: 'abc',
  url: 'http://localhost/s/abc',
  kind: 'file',
  mediaFileId: 'm1',
  mediaFile: { title: 'Cat', originalName: 'cat.jpg', category: 'image', mimeType: 'image/jpeg' },
  albumId: null,
  album: null,
  title: 'Cat',
  itemCount: 1,
  recipients: [],
  isActive: true,
  isPasswordProtected: true,
  expiresAt: '2030-02-01T10:00:00.000Z',
  maxViews: 5,
  currentViews: 2,
  maxDownloads: null,
  currentDownloads: 0,
  allowEmbedding: false,
  stripMetadata: true,
  strippingProblem: null,
  leakAlertVisitors: 20,
  leakAutoPause: false,
  pausedByLeak: false,
  createdAt: '2029-12-01T00:00:00.000Z',
  updatedAt: '2029-12-01T00:00:00.000Z',
};

describe('buildShareUpdate (the Edit modal saves for real)', () => {
  it('starts from the share as it stands, without its password', () => {
    const form = editFormFrom(share);
    expect(form).toMatchObject({
      maxViews: '5',
      maxDownloads: '',
      password: '',
      allowEmbedding: false,
      stripMetadata: true,
      isActive: true,
      removePassword: false,
    });
    expect(new Date(form.expiresAt).toISOString()).toBe(share.expiresAt);
  });
  it('sends nothing when nothing changed', () => {
    expect(buildShareUpdate(share, editFormFrom(share), now)).toEqual({ ok: true, payload: {} });
  });
  it('sends only what changed, as integers', () => {
    const form = { ...editFormFrom(share), maxViews: '10', maxDownloads: ' 3 ', allowEmbedding: true, isActive: false };
    expect(buildShareUpdate(share, form, now)).toEqual({
      ok: true,
      payload: { maxViews: 10, maxDownloads: 3, allowEmbedding: true, isActive: false },
    });
  });
  it('sends the metadata choice only when it changed', () => {
    expect(buildShareUpdate(share, { ...editFormFrom(share), stripMetadata: false }, now)).toEqual({
      ok: true,
      payload: { stripMetadata: false },
    });
  });
  it('clears an expiry or a limit with null', () => {
    const form = { ...editFormFrom(share), expiresAt: '', maxViews: '' };
    expect(buildShareUpdate(share, form, now)).toEqual({ ok: true, payload: { expiresAt: null, maxViews: null } });
  });
  it('sets a new expiry as an ISO instant', () => {
    const form = { ...editFormFrom(share), expiresAt: '2030-06-01T10:00:00Z' };
    expect(buildShareUpdate(share, form, now)).toEqual({
      ok: true,
      payload: { expiresAt: '2030-06-01T10:00:00.000Z' },
    });
  });
  it('replaces or removes the password', () => {
    expect(buildShareUpdate(share, { ...editFormFrom(share), password: 'new-secret' }, now)).toEqual({
      ok: true,
      payload: { password: 'new-secret' },
    });
    expect(buildShareUpdate(share, { ...editFormFrom(share), password: 'ignored', removePassword: true }, now)).toEqual(
      {
        ok: true,
        payload: { password: null },
      },
    );
    const open = { ...share, isPasswordProtected: false };
    expect(buildShareUpdate(open, { ...editFormFrom(open), removePassword: true }, now)).toEqual({
      ok: true,
      payload: {},
    });
  });
  it('does not send back an untouched past expiry, so an expired share can still be edited', () => {
    const expired = { ...share, expiresAt: '2029-06-01T00:00:00.000Z' };
    expect(buildShareUpdate(expired, { ...editFormFrom(expired), maxViews: '50' }, now)).toEqual({
      ok: true,
      payload: { maxViews: 50 },
    });
  });
  it('rejects bad values with the share form messages', () => {
    const base = editFormFrom(share);
    expect(buildShareUpdate(share, { ...base, expiresAt: '2029-01-01T00:00' }, now)).toEqual({
      ok: false,
      error: 'errors.expiryFuture',
    });
    expect(buildShareUpdate(share, { ...base, maxViews: '0' }, now)).toEqual({ ok: false, error: 'errors.maxViews' });
    expect(buildShareUpdate(share, { ...base, maxDownloads: '2.5' }, now)).toEqual({
      ok: false,
      error: 'errors.maxDownloads',
    });
    expect(buildShareUpdate(share, { ...base, password: 'abc' }, now)).toEqual({ ok: false, error: 'errors.password' });
  });

  it('sends the leak alert only when it changed: off is null, a new threshold its number, the pause with it', () => {
    const form = editFormFrom(share);
    expect(form).toMatchObject({ leakAlert: true, leakAlertVisitors: '20', leakAutoPause: false });
    expect(buildShareUpdate(share, { ...form, leakAlert: false }, now)).toEqual({
      ok: true,
      payload: { leakAlertVisitors: null },
    });
    expect(buildShareUpdate(share, { ...form, leakAlertVisitors: '50', leakAutoPause: true }, now)).toEqual({
      ok: true,
      payload: { leakAlertVisitors: 50, leakAutoPause: true },
    });
    for (const bad of ['0', '1.5', 'many', '100001'])
      expect(buildShareUpdate(share, { ...form, leakAlertVisitors: bad }, now)).toEqual({
        ok: false,
        error: 'errors.leakAlertVisitors',
      });
  });
  it('turns the pause off with the alert, and starts an alert that was off from 20 visitors', () => {
    const pausing = { ...share, leakAutoPause: true };
    expect(buildShareUpdate(pausing, { ...editFormFrom(pausing), leakAlert: false }, now)).toEqual({
      ok: true,
      payload: { leakAlertVisitors: null, leakAutoPause: false },
    });
    const off = { ...share, leakAlertVisitors: null };
    const form = editFormFrom(off);
    expect(form).toMatchObject({ leakAlert: false, leakAlertVisitors: '20' });
    expect(buildShareUpdate(off, { ...form, leakAlert: true }, now)).toEqual({
      ok: true,
      payload: { leakAlertVisitors: 20 },
    });
  });
  it("changes a selection's title, refuses an empty one, and never sends one for a file link", () => {
    const selection: ShareLink = { ...share, kind: 'selection', mediaFileId: null, mediaFile: null, title: '3 files' };
    const form = editFormFrom(selection);
    expect(form.title).toBe('3 files');
    expect(buildShareUpdate(selection, { ...form, title: '  Holiday  ' }, now)).toEqual({
      ok: true,
      payload: { title: 'Holiday' },
    });
    expect(buildShareUpdate(selection, { ...form, title: ' ' }, now)).toEqual({
      ok: false,
      error: 'errors.titleRequired',
    });
    expect(buildShareUpdate(share, { ...editFormFrom(share), title: 'Other' }, now)).toEqual({ ok: true, payload: {} });
  });
});
