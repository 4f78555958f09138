import { Download, FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { Button } from '../../../components/ui/button.tsx';
import { streamUrl } from '../../../lib/media-urls.ts';
import { canPreviewDocument } from '../player-math.ts';

/** PDFs and plain text in a frame fed by the stream URL; anything else gets a download prompt. */
export function DocumentPreview({
  file,
  onDownload,
  downloading,
}: {
  file: MediaFile;
  onDownload: () => void;
  downloading: boolean;
}) {
  const { t } = useTranslation('media');
  if (canPreviewDocument(file.mimeType)) {
    return (
      <iframe
        src={streamUrl(file.id)}
        title={t('player.documentTitle', { name: file.originalName })}
        className="size-full min-h-[70vh] bg-white"
        data-testid="document-preview"
      />
    );
  }
  return (
    <div
      className="flex size-full flex-col items-center justify-center gap-4 p-10 text-center"
      data-testid="download-prompt"
    >
      <div className="flex size-16 items-center justify-center rounded-2xl bg-white/5 text-slate-400">
        <FileQuestion className="size-8" />
      </div>
      <div>
        <p className="font-medium text-white">{t('player.noPreview')}</p>
        <p className="mt-1 max-w-sm text-sm text-slate-400">{t('player.noPreviewHint')}</p>
      </div>
      <Button onClick={onDownload} loading={downloading} icon={<Download className="size-4" />}>
        {t('player.download')}
      </Button>
    </div>
  );
}
