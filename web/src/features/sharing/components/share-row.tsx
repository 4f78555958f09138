import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CirclePause, Code, Lock, LockOpen, TriangleAlert } from 'lucide-react';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import { shareStatus } from '@vaultbox/common/share-status.ts';
import { ListCell, ListCellLabel, ListRow } from '../../../components/list-table.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatShareExpiry } from '../../../lib/share-expiry.ts';
import { pausedReason } from '../share-paused.ts';
import { ShareRowActions, shareActivityPath, type ShareActions } from './share-row-actions.tsx';
import { ShareStatusBadge } from './share-status-badge.tsx';
import { ShareTargetIcon, ShareTargetLine } from './share-target.tsx';
import { ShareRecipientsBadge } from './share-recipients-badge.tsx';
import { useFormat } from '../../../lib/use-format.ts';

/** Columns of the wide layout; below lg each row folds into a card. */
export const SHARE_GRID =
  'xl:grid xl:grid-cols-[minmax(0,1fr)_7rem_4.5rem_5.5rem_6rem_8.5rem_14.75rem] xl:items-center xl:gap-3';

/** One share: file, protection, status, counters, dates and the row actions (docs/product.md, Sharing). */
export function ShareRow({ share, actions }: { share: ShareLink; actions: ShareActions }) {
  const { formatDate, formatDateTime } = useFormat();
  const { t } = useTranslation('sharing');
  const status = shareStatus(share);
  const paused = pausedReason(share, t);
  // The figures open the share's activity too; the link's name says so to a screen reader.
  const counter = (current: number, max: number | null) => {
    const figure = max != null ? t('list.counter', { current, max }) : String(current);
    return (
      <Link
        to={shareActivityPath(share)}
        className="rounded hover:text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-indigo-400"
        aria-label={t('list.figureLink', { figure })}
        title={t('list.showActivity', { name: share.title })}
      >
        {figure}
      </Link>
    );
  };
  const expiry = formatShareExpiry(t, share.expiresAt, (d) => formatDate(d.toISOString()));
  const lockLabel = share.isPasswordProtected ? t('list.protected') : t('list.unprotected');
  return (
    <ListRow grid={SHARE_GRID} className="transition-colors" data-testid="share-row" data-slug={share.slug}>
      <div className="flex min-w-0 items-center gap-3">
        <ShareTargetIcon share={share} />
        <div className="min-w-0">
          <p className="flex min-w-0 items-center gap-1.5">
            <span className="truncate text-sm font-medium text-slate-900 dark:text-white" data-testid="share-title">
              {share.title}
            </span>
            <span
              className={cn(
                'shrink-0',
                share.isPasswordProtected ? 'text-amber-500' : 'text-slate-400 dark:text-slate-500',
              )}
              title={lockLabel}
              aria-label={lockLabel}
              role="img"
              data-testid={share.isPasswordProtected ? 'share-locked' : 'share-open'}
            >
              {share.isPasswordProtected ? <Lock className="size-3.5" /> : <LockOpen className="size-3.5" />}
            </span>
            {share.allowEmbedding ? (
              <span
                className="shrink-0 text-slate-400 dark:text-slate-500"
                title={t('list.embeddable')}
                aria-label={t('list.embeddable')}
                role="img"
              >
                <Code className="size-3.5" />
              </span>
            ) : null}
            <ShareRecipientsBadge recipients={share.recipients} />
          </p>
          <ShareTargetLine share={share} />
          {share.strippingProblem ? (
            <p
              className="mt-1 flex items-start gap-1 text-xs text-amber-700 dark:text-amber-400"
              data-testid="share-stripping-problem"
            >
              <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              <span>{t(`list.strippingProblem.${share.strippingProblem}`)}</span>
            </p>
          ) : null}
          {paused ? (
            <p
              className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-red-700 dark:text-red-400"
              data-testid="share-paused"
            >
              <span className="flex items-start gap-1">
                <CirclePause className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                <span>{paused}</span>
              </span>
              <button
                type="button"
                className="rounded font-medium text-indigo-600 underline hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400"
                onClick={() => actions.resume(share)}
              >
                {t('list.resume')}
              </button>
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-5 xl:contents">
        <div>
          <ListCellLabel>{t('list.columns.status')}</ListCellLabel>
          <ShareStatusBadge status={status} paused={paused} />
        </div>
        <ListCell label={t('list.columns.views')} testId="share-views">
          {counter(share.currentViews, share.maxViews)}
        </ListCell>
        <ListCell label={t('list.columns.downloads')} testId="share-downloads">
          {counter(share.currentDownloads, share.maxDownloads)}
        </ListCell>
        <ListCell label={t('list.columns.created')} title={formatDateTime(share.createdAt)}>
          {formatDate(share.createdAt)}
        </ListCell>
        <ListCell
          label={t('list.columns.expires')}
          testId="share-expiry"
          title={share.expiresAt ? formatDateTime(share.expiresAt) : undefined}
        >
          {expiry}
        </ListCell>
      </div>
      <ShareRowActions share={share} actions={actions} />
    </ListRow>
  );
}
