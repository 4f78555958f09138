import { shareExpiryText } from '@vaultbox/common/share-status.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The share expiry text in the UI language (docs/product.md, Formats): 'Never expires', 'Expired'; under a week the
 * time left rounded down, 'Expires in 3 days 2 hours', 'Expires in 3 days', 'Expires in 5 hours', 'Expires in 12
 * minutes', 'Expires in less than a minute'; otherwise 'Expires on {date}'. `t` is bound to the sharing namespace.
 * Shared by the owner's list and the public share page.
 */
export function formatShareExpiry(
  t: Translate,
  expiresAt: string | null,
  formatDate: (date: Date) => string,
  now: Date = new Date(),
): string {
  const text = shareExpiryText(expiresAt, now);
  switch (text.kind) {
    case 'never':
      return t('expiry.never');
    case 'expired':
      return t('expiry.expired');
    case 'on_date':
      return t('expiry.onDate', { date: formatDate(text.date) });
    case 'in': {
      const { days, hours, minutes } = text;
      const day = t('expiry.day', { count: days });
      const hour = t('expiry.hour', { count: hours });
      if (days > 0)
        return t('expiry.in', { time: hours > 0 ? t('expiry.daysHours', { days: day, hours: hour }) : day });
      if (hours > 0) return t('expiry.in', { time: hour });
      if (minutes > 0) return t('expiry.in', { time: t('expiry.minute', { count: minutes }) });
      return t('expiry.underMinute');
    }
  }
}
