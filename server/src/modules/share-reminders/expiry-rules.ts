import { SHARE_EXTEND_MS } from '@vaultbox/common/schemas/share-extend.ts';

// The two rules of docs/product.md, Expiry reminders, apart from the database so they are tested alone.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The widest reminder window an owner can choose (preferences.notifications.expiryReminderDays). */
export const LONGEST_REMINDER_DAYS = 30;
export const LONGEST_REMINDER_MS = LONGEST_REMINDER_DAYS * DAY_MS;

/** True when a share expiring at `expiresAt` is within its owner's `days` ahead of `now` (0 days: never reminded). */
export function isReminderDue(expiresAt: string, days: number, now: Date): boolean {
  const left = Date.parse(expiresAt) - now.getTime();
  return days > 0 && left > 0 && left <= days * DAY_MS;
}

/**
 * The expiry after one extension: SHARE_EXTEND_DAYS after the current expiry, not after now, so clicking late gives no
 * more than clicking early. A share that expired can still be extended while that new expiry is in the future; later
 * it would stay expired, so it is null (the owner sets a new expiry on the Sharing screen).
 */
export function extendedExpiry(expiresAt: string, now: Date): string | null {
  const extended = Date.parse(expiresAt) + SHARE_EXTEND_MS;
  return extended > now.getTime() ? new Date(extended).toISOString() : null;
}
