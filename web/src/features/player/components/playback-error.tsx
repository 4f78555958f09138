import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { playbackErrorKey } from '../playback-error-text.ts';

/**
 * The file cannot be shown here: its browser-viewable copy could not be made (and why), or the browser could not
 * decode it. Says so and leaves the download button of the header as the way out.
 */
export function PlaybackError({ file }: { file: Pick<MediaFile, 'originalName' | 'previewFailure'> }) {
  const { t } = useTranslation('media');
  return (
    <div
      className="flex size-full flex-col items-center justify-center gap-3 p-8 text-center text-slate-300"
      data-testid="playback-error"
    >
      <CircleAlert className="size-10 text-amber-400" />
      <p className="max-w-prose font-medium">{t(playbackErrorKey(file))}</p>
      <p className="text-sm text-slate-400">{file.originalName}</p>
    </div>
  );
}
