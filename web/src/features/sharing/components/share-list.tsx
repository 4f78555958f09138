import { useTranslation } from 'react-i18next';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import { cn } from '../../../lib/cn.ts';
import { ShareRow, SHARE_GRID } from './share-row.tsx';
import type { ShareActions } from './share-row-actions.tsx';

const TH = 'text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400';

/** The shares of one page, under a header row on wide screens. */
export function ShareList({ shares, actions }: { shares: ShareLink[]; actions: ShareActions }) {
  const { t } = useTranslation('sharing');
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
      <div
        className={cn(
          SHARE_GRID,
          'hidden border-b border-slate-200 bg-slate-50 px-4 py-3 xl:grid dark:border-slate-800 dark:bg-slate-900',
        )}
        aria-hidden="true"
      >
        <span className={TH}>{t('list.columns.file')}</span>
        <span className={TH}>{t('list.columns.status')}</span>
        <span className={TH}>{t('list.columns.views')}</span>
        <span className={TH}>{t('list.columns.downloads')}</span>
        <span className={TH}>{t('list.columns.created')}</span>
        <span className={TH}>{t('list.columns.expires')}</span>
        <span className={cn(TH, 'text-right')}>{t('list.columns.actions')}</span>
      </div>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800/70" data-testid="share-list">
        {shares.map((share) => (
          <ShareRow key={share.id} share={share} actions={actions} />
        ))}
      </ul>
    </div>
  );
}
