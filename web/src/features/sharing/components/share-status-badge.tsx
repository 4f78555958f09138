import { useTranslation } from 'react-i18next';
import type { ShareStatus } from '@vaultbox/common/share-status.ts';
import { cn } from '../../../lib/cn.ts';
import { badgeOf, type BadgeKind } from '../sharing-query.ts';

const TONES: Record<BadgeKind | 'active' | 'paused', string> = {
  active: 'bg-emerald-500/10 text-emerald-700 ring-emerald-500/30 dark:text-emerald-300',
  expired: 'bg-amber-500/10 text-amber-700 ring-amber-500/30 dark:text-amber-300',
  limit: 'bg-orange-500/10 text-orange-700 ring-orange-500/30 dark:text-orange-300',
  inactive: 'bg-slate-500/10 text-slate-600 ring-slate-500/30 dark:text-slate-300',
  paused: 'bg-red-500/10 text-red-700 ring-red-500/30 dark:text-red-300',
};

/**
 * Expired, Limit Reached or Inactive; an active share shows a quiet 'Active'. The full status is the tooltip. A link
 * its leak alert paused says 'Paused', with the reason (`pausedReason`) as its tooltip.
 */
export function ShareStatusBadge({ status, paused = null }: { status: ShareStatus; paused?: string | null }) {
  const { t } = useTranslation('sharing');
  const kind = paused ? 'paused' : (badgeOf(status) ?? 'active');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[kind],
      )}
      title={paused ?? t(`status.${status}`)}
      data-testid="share-badge"
      data-status={paused ? 'paused' : status}
    >
      {t(`badge.${kind}`)}
    </span>
  );
}
