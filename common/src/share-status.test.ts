import { describe, expect, it } from 'vitest';
import { shareExpiryText, shareStatus } from './share-status.ts';

const base = {
  isActive: true,
  expiresAt: null,
  maxViews: null,
  currentViews: 0,
  maxDownloads: null,
  currentDownloads: 0,
};
const now = new Date('2026-06-01T12:00:00Z');

describe('shareStatus', () => {
  it('checks inactive, expired, view limit and download limit in that order', () => {
    expect(shareStatus(base, now)).toBe('active');
    expect(shareStatus({ ...base, isActive: false, expiresAt: '2000-01-01T00:00:00Z' }, now)).toBe('inactive');
    expect(shareStatus({ ...base, expiresAt: '2026-06-01T11:59:59Z', maxViews: 1, currentViews: 1 }, now)).toBe(
      'expired',
    );
    expect(shareStatus({ ...base, maxViews: 2, currentViews: 2, maxDownloads: 1, currentDownloads: 1 }, now)).toBe(
      'view_limit',
    );
    expect(shareStatus({ ...base, maxDownloads: 1, currentDownloads: 1 }, now)).toBe('download_limit');
    expect(shareStatus({ ...base, maxViews: 2, currentViews: 1 }, now)).toBe('active');
  });
});

describe('shareExpiryText', () => {
  it('says never, expired, in N days under a week, else the date', () => {
    expect(shareExpiryText(null, now)).toEqual({ kind: 'never' });
    expect(shareExpiryText('2026-06-01T11:00:00Z', now)).toEqual({ kind: 'expired' });
    expect(shareExpiryText('2026-06-02T11:00:00Z', now)).toEqual({ kind: 'in_days', days: 1 });
    expect(shareExpiryText('2026-06-05T12:00:00Z', now)).toEqual({ kind: 'in_days', days: 4 });
    expect(shareExpiryText('2026-06-20T12:00:00Z', now).kind).toBe('on_date');
  });
});
