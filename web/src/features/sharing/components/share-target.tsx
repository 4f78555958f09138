import { useTranslation } from 'react-i18next';
import { Files, Images } from 'lucide-react';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import { CATEGORY_TONE, CategoryIcon } from '../../../components/category-icon.tsx';
import { cn } from '../../../lib/cn.ts';

type Target = Pick<ShareLink, 'kind' | 'mediaFile' | 'itemCount'>;

const BOX = 'flex size-10 shrink-0 items-center justify-center rounded-lg';
const COLLECTION_TONE = 'bg-indigo-500/10 text-indigo-700 dark:text-indigo-400';

/** What a link points at, as an icon: the file's category, an album, or a selection of files. */
export function ShareTargetIcon({ share }: { share: Target }) {
  if (share.kind === 'file' && share.mediaFile) {
    return (
      <span className={cn(BOX, CATEGORY_TONE[share.mediaFile.category])}>
        <CategoryIcon category={share.mediaFile.category} className="size-5" />
      </span>
    );
  }
  const Icon = share.kind === 'album' ? Images : Files;
  return (
    <span className={cn(BOX, COLLECTION_TONE)}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

/** The file's name, "Album · N files" or "N files": what a link shares, under its title (docs/product.md, Multi-file shares). */
export function useShareTargetText(share: Target): string {
  const { t } = useTranslation('share-items');
  if (share.kind === 'file') return share.mediaFile?.originalName ?? t('kind.file');
  return share.kind === 'album'
    ? t('kind.album', { count: share.itemCount })
    : t('kind.selection', { count: share.itemCount });
}

/** The line under a link's title in the list. */
export function ShareTargetLine({ share }: { share: Target }) {
  return (
    <p className="truncate text-xs text-slate-500 dark:text-slate-400" data-testid="share-kind" data-kind={share.kind}>
      {useShareTargetText(share)}
    </p>
  );
}
