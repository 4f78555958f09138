import { Download, FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { PdfFrame } from '../../../components/pdf-frame.tsx';
import { TextDocument } from '../../../components/text-document.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { streamUrl } from '../../../lib/media-urls.ts';
import { useTextContent } from '../api/get-text-content.ts';

/** A PDF in the browser's viewer, fed by the stream URL. */
export function PdfPreview({ file }: { file: MediaFile }) {
  const { t } = useTranslation('media');
  return (
    <PdfFrame
      src={streamUrl(file.id)}
      title={t('player.documentTitle', { name: file.originalName })}
      className="min-h-[70vh]"
    />
  );
}

/** Plain text drawn in the theme's colours (see TextDocument), filling the viewer and scrolling within it. */
export function TextPreview({ file }: { file: MediaFile }) {
  const { t } = useTranslation('media');
  const text = useTextContent(file);
  return (
    <div className="relative min-h-[60vh] w-full">
      <TextDocument
        query={text}
        label={t('player.documentTitle', { name: file.originalName })}
        className="absolute inset-0"
      />
    </div>
  );
}

/** Anything the browser cannot show: say so and offer the download. */
export function DownloadPrompt({ onDownload, downloading }: { onDownload: () => void; downloading: boolean }) {
  const { t } = useTranslation('media');
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
