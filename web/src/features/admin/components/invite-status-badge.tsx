import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import type { InviteDisplayStatus } from '../invite-status.ts';

const TONES: Record<InviteDisplayStatus, string> = {
  active: 'bg-emerald-500/10 text-emerald-700 ring-emerald-500/30 dark:text-emerald-300',
  inactive: 'bg-slate-500/10 text-slate-600 ring-slate-500/30 dark:text-slate-300',
  expired: 'bg-red-500/10 text-red-700 ring-red-500/30 dark:text-red-300',
  usedUp: 'bg-amber-500/10 text-amber-700 ring-amber-500/30 dark:text-amber-300',
};

export function InviteStatusBadge({ status }: { status: InviteDisplayStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[status],
      )}
      data-testid="invite-status"
      data-status={status}
    >
      {t(`invites.status.${status}`)}
    </span>
  );
}
