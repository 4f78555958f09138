import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { SharedItem } from '@vaultbox/common/schemas/public-share.ts';
import { FileTypeBadge } from '../../../components/file-type-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useDocumentKeydown } from '../../../components/use-document-keydown.ts';
import { arrowStep, stepTo } from '../item-steps.ts';
import type { ShareAccess } from '../public-urls.ts';
import { MediaPreview } from './media-preview.tsx';
import { ShareActions } from './share-actions.tsx';
import { useFormat } from '../../../lib/use-format.ts';

/**
 * One item of an album or selection link over the page (docs/product.md, Multi-file shares): its preview as a file
 * link shows it, Previous and Next (buttons and the arrow keys), Escape closes; its own Download, raw link and embed.
 */
export function SharedItemViewer({
  slug,
  items,
  index,
  allowEmbedding,
  downloadsUsedUp,
  access,
  onMove,
  onClose,
  onDownloaded,
}: {
  slug: string;
  items: SharedItem[];
  index: number | null;
  allowEmbedding: boolean;
  downloadsUsedUp: boolean;
  access: ShareAccess;
  onMove: (index: number) => void;
  onClose: () => void;
  onDownloaded: (outcome: 'counted' | 'limit') => void;
}) {
  const { formatBytes } = useFormat();
  const { t } = useTranslation('share-items');
  const item = index === null ? undefined : items[index];
  const move = (step: -1 | 1) => {
    const next = index === null ? null : stepTo(index, items.length, step);
    if (next !== null) onMove(next);
  };
  useDocumentKeydown((event) => {
    if (!item) return;
    const step = arrowStep(event);
    if (step === null) return;
    event.preventDefault();
    move(step);
  });
  if (!item || index === null) return null;
  const media = { ...item, slug, itemId: item.id };
  return (
    <Modal open onClose={onClose} title={item.title} description={item.originalName} size="lg">
      <div className="space-y-4" data-testid="item-viewer" data-item={item.id}>
        <div className="overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-950/60">
          <MediaPreview key={item.id} media={media} access={access} />
        </div>
        <div className="flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            size="sm"
            icon={<ChevronLeft className="size-4" />}
            disabled={index === 0}
            onClick={() => move(-1)}
            data-testid="item-previous"
          >
            {t('viewer.previous')}
          </Button>
          <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400" data-testid="item-position">
            {t('viewer.position', { current: index + 1, total: items.length })}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={index === items.length - 1}
            onClick={() => move(1)}
            data-testid="item-next"
          >
            {t('viewer.next')}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <p className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
          <span className="tabular-nums">{formatBytes(item.size)}</span>
          <FileTypeBadge originalName={item.originalName} />
        </p>
        <ShareActions
          media={media}
          allowEmbedding={allowEmbedding}
          downloadsUsedUp={downloadsUsedUp}
          access={access}
          onDownloaded={onDownloaded}
        />
      </div>
    </Modal>
  );
}
