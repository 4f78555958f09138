import { shareExpiryText } from '@vaultbox/common/share-status.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The share expiry text in the UI language: 'Never expires', 'Expired', 'Expires in 1 day', 'Expires in N days'
 * (under 7 days), otherwise 'Expires on {date}'. `t` is bound to the sharing namespace.
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
    case 'in_days':
      return text.days === 1 ? t('expiry.oneDay') : t('expiry.days', { days: text.days });
    case 'on_date':
      return t('expiry.onDate', { date: formatDate(text.date) });
  }
}
