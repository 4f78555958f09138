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

const DAY_MS = 24 * 60 * 60 * 1000;

describe('shareExpiryText', () => {
  const later = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const at = (days: number, hours = 0, minutes = 0, seconds = 0) =>
    later((((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000);
  it('says never, expired, the time left under a week, else the date', () => {
    expect(shareExpiryText(null, now)).toEqual({ kind: 'never' });
    expect(shareExpiryText(at(0, -1), now)).toEqual({ kind: 'expired' });
    expect(shareExpiryText(at(0), now)).toEqual({ kind: 'expired' });
    expect(shareExpiryText(at(3, 2), now)).toEqual({ kind: 'in', days: 3, hours: 2, minutes: 0 });
    expect(shareExpiryText(at(7), now)).toEqual({ kind: 'on_date', date: new Date(at(7)) });
    expect(shareExpiryText('2026-06-20T12:00:00Z', now).kind).toBe('on_date');
  });
  it('rounds down, never saying more time than is left', () => {
    expect(shareExpiryText(at(3, 2, 59, 59), now)).toEqual({ kind: 'in', days: 3, hours: 2, minutes: 59 });
    expect(shareExpiryText(at(6, 23, 59, 59), now)).toEqual({ kind: 'in', days: 6, hours: 23, minutes: 59 });
    expect(shareExpiryText(at(1), now)).toEqual({ kind: 'in', days: 1, hours: 0, minutes: 0 });
    expect(shareExpiryText(later(DAY_MS - 1), now)).toEqual({ kind: 'in', days: 0, hours: 23, minutes: 59 });
    expect(shareExpiryText(at(0, 0, 0, 59), now)).toEqual({ kind: 'in', days: 0, hours: 0, minutes: 0 });
    expect(shareExpiryText(later(1), now)).toEqual({ kind: 'in', days: 0, hours: 0, minutes: 0 });
  });
});
