import { useTranslation } from 'react-i18next';
import { UsersRound } from 'lucide-react';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';

/**
 * A recipient-verified link's mark in the list: how many addresses it is bound to, and which, on hover
 * (docs/product.md, Recipient-verified links). Nothing for a link anyone may open.
 */
export function ShareRecipientsBadge({ recipients }: Pick<ShareLink, 'recipients'>) {
  const { t } = useTranslation('share-recipients');
  if (recipients.length === 0) return null;
  const count = t('list.count', { count: recipients.length });
  return (
    <span
      className="inline-flex shrink-0 items-center gap-0.5 text-xs text-indigo-600 dark:text-indigo-400"
      title={t('list.only', { emails: recipients.join(', ') })}
      data-testid="share-recipients-count"
    >
      <UsersRound className="size-3.5" aria-hidden="true" />
      <span aria-hidden="true">{recipients.length}</span>
      <span className="sr-only">{count}</span>
    </span>
  );
}
