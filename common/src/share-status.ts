export type ShareStatus = 'active' | 'inactive' | 'expired' | 'view_limit' | 'download_limit';

export interface ShareCounters {
  isActive: boolean;
  expiresAt: string | null;
  maxViews: number | null;
  currentViews: number;
  maxDownloads: number | null;
  currentDownloads: number;
}

/** A share's status (docs/product.md, Shares), in order: inactive, expired, view limit, download limit, active. */
export function shareStatus(share: ShareCounters, now: Date = new Date()): ShareStatus {
  if (!share.isActive) return 'inactive';
  if (share.expiresAt && new Date(share.expiresAt).getTime() <= now.getTime()) return 'expired';
  if (share.maxViews != null && share.currentViews >= share.maxViews) return 'view_limit';
  if (share.maxDownloads != null && share.currentDownloads >= share.maxDownloads) return 'download_limit';
  return 'active';
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Time left, rounded down to whole days, hours and minutes. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/**
 * The share expiry text (docs/product.md, Formats), as a kind and the time left so each language can phrase it: under
 * a week the time left rounded down (never more than is left), else the date.
 */
export function shareExpiryText(
  expiresAt: string | null,
  now: Date = new Date(),
): { kind: 'never' } | { kind: 'expired' } | ({ kind: 'in' } & TimeLeft) | { kind: 'on_date'; date: Date } {
  if (!expiresAt) return { kind: 'never' };
  const at = new Date(expiresAt);
  const left = at.getTime() - now.getTime();
  if (left <= 0) return { kind: 'expired' };
  if (left >= 7 * DAY_MS) return { kind: 'on_date', date: at };
  return {
    kind: 'in',
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
    minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
  };
}
