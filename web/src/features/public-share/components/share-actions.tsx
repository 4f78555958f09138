import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Code, Download, Link } from 'lucide-react';
import type { SharedMedia } from '@vaultbox/common/schemas/public-share.ts';
import { Button } from '../../../components/ui/button.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { DownloadError } from '../../../lib/download.ts';
import { notify } from '../../../lib/toast.ts';
import { downloadSharedFile } from '../download-shared-file.ts';
import { downloadUrl, fileRefOf, rawLink, type ShareAccess } from '../public-urls.ts';
import { EmbedModal } from './embed-modal.tsx';

interface ShareActionsProps {
  /** A file link's media, or one item of an album or selection link (with its id). */
  media: Pick<SharedMedia, 'slug' | 'title' | 'originalName' | 'category' | 'strippingProblem'> & { itemId?: string };
  allowEmbedding: boolean;
  /** The link's download limit is reached: Download is disabled with the reason. */
  downloadsUsedUp: boolean;
  access: ShareAccess;
  /** After a download, or when the server says the limit is reached: the counter shown follows. */
  onDownloaded: (outcome: 'counted' | 'limit') => void;
}

/**
 * Download ('Downloading...'), Copy Raw Link, and Embed when the owner allows it. A file the server withholds (its
 * location and camera data cannot be removed) gets a disabled Download with the reason, and no link to its bytes; a
 * link whose downloads are used up a disabled Download with that reason (docs/product.md, Public share page).
 */
export function ShareActions({ media, allowEmbedding, downloadsUsedUp, access, onDownloaded }: ShareActionsProps) {
  const { t } = useTranslation('sharing');
  const [downloading, setDownloading] = useState(false);
  const [embedOpen, setEmbedOpen] = useState(false);
  const reasonId = useId();

  const download = async () => {
    setDownloading(true);
    try {
      await downloadSharedFile(downloadUrl(fileRefOf(media), access), media.originalName, t);
      notify.success(t('public.downloadStarted'));
      onDownloaded('counted');
    } catch (error) {
      if (error instanceof DownloadError && error.status === 410) onDownloaded('limit');
      notify.error(error instanceof Error ? error.message : t('public.downloadFailed', { status: 0 }));
    } finally {
      setDownloading(false);
    }
  };

  const copyRaw = async () => {
    const link = rawLink(window.location.origin, fileRefOf(media), access.password);
    if (await copyText(link)) notify.success(t('public.rawCopied'));
    else notify.error(t('public.rawCopyFailed'));
  };

  if (media.strippingProblem) {
    return (
      <div className="space-y-2">
        <Button icon={<Download className="size-4" />} disabled aria-describedby={reasonId}>
          {t('public.download')}
        </Button>
        <p id={reasonId} className="text-sm text-slate-600 dark:text-slate-400" data-testid="download-withheld">
          {t(`public.downloadWithheld.${media.strippingProblem}`)}
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button
          icon={<Download className="size-4" />}
          loading={downloading}
          disabled={downloadsUsedUp}
          aria-describedby={downloadsUsedUp ? reasonId : undefined}
          onClick={() => void download()}
        >
          {downloading ? t('public.downloading') : t('public.download')}
        </Button>
        <Button variant="secondary" icon={<Link className="size-4" />} onClick={() => void copyRaw()}>
          {t('public.copyRaw')}
        </Button>
        {allowEmbedding ? (
          <>
            <Button variant="secondary" icon={<Code className="size-4" />} onClick={() => setEmbedOpen(true)}>
              {t('public.embed')}
            </Button>
            <EmbedModal open={embedOpen} onClose={() => setEmbedOpen(false)} media={media} password={access.password} />
          </>
        ) : null}
      </div>
      {downloadsUsedUp ? (
        <p id={reasonId} className="text-sm text-slate-600 dark:text-slate-400" data-testid="download-limit-reason">
          {t('public.downloadsUsedUp')}
        </p>
      ) : null}
    </div>
  );
}
