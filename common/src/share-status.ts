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

const DAY_MS = 24 * 60 * 60 * 1000;

/** The share expiry text (docs/product.md, Formats), as a key and a day count so each language can phrase it. */
export function shareExpiryText(
  expiresAt: string | null,
  now: Date = new Date(),
): { kind: 'never' } | { kind: 'expired' } | { kind: 'in_days'; days: number } | { kind: 'on_date'; date: Date } {
  if (!expiresAt) return { kind: 'never' };
  const at = new Date(expiresAt);
  const left = at.getTime() - now.getTime();
  if (left <= 0) return { kind: 'expired' };
  const days = Math.ceil(left / DAY_MS);
  if (days < 7) return { kind: 'in_days', days };
  return { kind: 'on_date', date: at };
}
