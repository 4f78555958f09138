import { CircleAlert, File } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import type { MediaProblem } from '../../../lib/media-problem.ts';
import { playbackErrorKey } from '../playback-error-text.ts';

/**
 * The file cannot be shown here: its browser-viewable copy could not be made (and why), or the browser met a problem
 * with it (damaged, not loaded, a type it cannot play). Says so and leaves the download button of the header as the
 * way out.
 */
export function PlaybackError({
  file,
  problem,
}: {
  file: Pick<MediaFile, 'originalName' | 'previewFailure'>;
  problem?: MediaProblem;
}) {
  const { t } = useTranslation('media');
  return (
    <div
      className="flex size-full flex-col items-center justify-center gap-3 p-8 text-center text-slate-300"
      data-testid="playback-error"
      data-problem={file.previewFailure ? 'copy-failed' : (problem ?? 'unsupported')}
    >
      <CircleAlert className="size-10 text-amber-400" />
      <p className="max-w-prose font-medium">{t(playbackErrorKey(file, problem))}</p>
      <p className="text-sm text-slate-400">{file.originalName}</p>
    </div>
  );
}

/** A file of no bytes: nothing to play or draw, and saying so beats an empty box. */
export function EmptyFile({ file }: { file: Pick<MediaFile, 'originalName'> }) {
  const { t } = useTranslation('media');
  return (
    <div
      className="flex size-full flex-col items-center justify-center gap-3 p-8 text-center text-slate-300"
      data-testid="empty-file"
    >
      <File className="size-10 text-slate-400" />
      <p className="max-w-prose font-medium">{t('player.empty')}</p>
      <p className="text-sm text-slate-400">{file.originalName}</p>
    </div>
  );
}
