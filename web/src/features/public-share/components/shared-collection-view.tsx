import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { CalendarClock, FolderDown } from 'lucide-react';
import { publicProfilePath } from '@vaultbox/common/public-profile-path.ts';
import type { SharedCollection } from '@vaultbox/common/schemas/public-share.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { formatShareExpiry } from '../../../lib/share-expiry.ts';
import { useMoreSharedItems } from '../api/get-shared-items.ts';
import { downloadsUsedUp } from '../download-counted.ts';
import { downloadAllUrl, type ShareAccess } from '../public-urls.ts';
import { SharedItemGrid } from './shared-item-grid.tsx';
import { SharedItemViewer } from './shared-item-viewer.tsx';
import { useFormat } from '../../../lib/use-format.ts';

/**
 * The public page of an album or selection link (docs/product.md, Multi-file shares): title, who shared it, how many
 * files and how large, the limits, Download all (a ZIP the browser streams to disk, opened with the page's grant),
 * the grid of items (further pages on request) and the viewer over it.
 */
export function SharedCollectionView({
  collection,
  access,
  onDownloaded,
}: {
  collection: SharedCollection;
  access: ShareAccess;
  onDownloaded: (outcome: 'counted' | 'limit') => void;
}) {
  const { formatBytes, formatLongDate } = useFormat();
  const { t } = useTranslation('share-items');
  const { t: tSharing } = useTranslation('sharing');
  const [wantMore, setWantMore] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const more = useMoreSharedItems(collection.slug, access, wantMore);
  const items = [...collection.items, ...(more.data?.pages.flatMap((page) => page.items) ?? [])];
  const hasMore = items.length < collection.itemCount && (!more.data || more.hasNextPage);
  const info = collection.shareInfo;
  const counter = (current: number, max: number | null) =>
    max != null ? tSharing('public.counter', { current, max }) : String(current);
  const usedUp = downloadsUsedUp(info);
  const reasonId = useId();
  const showMore = () => (wantMore ? void more.fetchNextPage() : setWantMore(true));

  return (
    <article className="w-full max-w-4xl space-y-6" data-testid="shared-collection" data-kind={collection.kind}>
      <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:p-6 dark:border-slate-800 dark:bg-slate-900/60">
        <div className="min-w-0 space-y-1">
          <h1
            className="text-xl font-semibold break-words text-slate-900 sm:text-2xl dark:text-white"
            data-testid="shared-title"
          >
            {collection.title}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="shared-summary">
            {t('public.summary', { count: collection.itemCount, size: formatBytes(collection.totalSize) })}
          </p>
          {collection.owner ? (
            <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="shared-owner">
              <Trans
                t={tSharing}
                i18nKey="public.sharedBy"
                values={{ name: collection.owner.displayName?.trim() || collection.owner.username }}
                components={{
                  profile: (
                    <Link
                      to={publicProfilePath(collection.owner.username)}
                      className="font-medium text-indigo-600 hover:underline dark:text-indigo-400"
                    />
                  ),
                }}
              />
            </p>
          ) : null}
          {collection.description ? (
            <p className="pt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
              {collection.description}
            </p>
          ) : null}
          <p className="pt-1 text-xs text-slate-500 dark:text-slate-400">
            {tSharing('public.views')}:{' '}
            <span data-testid="fact-views">{counter(info.currentViews, info.maxViews)}</span>
            {' · '}
            {tSharing('public.downloads')}:{' '}
            <span data-testid="fact-downloads">{counter(info.currentDownloads, info.maxDownloads)}</span>
          </p>
          {info.expiresAt ? (
            <p
              className="flex items-center gap-2 pt-1 text-sm text-amber-700 dark:text-amber-400"
              data-testid="shared-expiry"
            >
              <CalendarClock className="size-4" aria-hidden="true" />
              {formatShareExpiry(tSharing, info.expiresAt, formatLongDate)}
            </p>
          ) : null}
        </div>
        {usedUp ? (
          <div className="shrink-0 space-y-2 self-start sm:max-w-60">
            <Button
              icon={<FolderDown className="size-4" />}
              disabled
              aria-describedby={reasonId}
              data-testid="download-all"
            >
              {t('public.downloadAll')}
            </Button>
            <p id={reasonId} className="text-sm text-slate-600 dark:text-slate-400" data-testid="download-limit-reason">
              {tSharing('public.downloadsUsedUp')}
            </p>
          </div>
        ) : (
          // A plain link: the browser streams the ZIP to disk, however large, and shows its own progress.
          <a
            href={downloadAllUrl(collection.slug, access)}
            download
            className={buttonClasses('primary', 'md', 'shrink-0 self-start')}
            data-testid="download-all"
          >
            <FolderDown className="size-4" aria-hidden="true" />
            {t('public.downloadAll')}
          </a>
        )}
      </header>

      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          {t('public.empty')}
        </p>
      ) : (
        <SharedItemGrid slug={collection.slug} items={items} access={access} onOpen={setOpen} />
      )}
      {more.isError ? (
        <p className="text-center text-sm text-red-600 dark:text-red-400" role="alert">
          {t('public.moreFailed')}
        </p>
      ) : null}
      {hasMore ? (
        <div className="flex justify-center">
          <Button variant="secondary" loading={more.isFetching} onClick={showMore} data-testid="shared-items-more">
            {t('public.showMore', { shown: items.length, total: collection.itemCount })}
          </Button>
        </div>
      ) : null}

      <SharedItemViewer
        slug={collection.slug}
        items={items}
        index={open}
        allowEmbedding={info.allowEmbedding}
        downloadsUsedUp={usedUp}
        access={access}
        onMove={setOpen}
        onClose={() => setOpen(null)}
        onDownloaded={onDownloaded}
      />
    </article>
  );
}
