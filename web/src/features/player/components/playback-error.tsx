import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';

/** The browser could not decode this file: say so and leave the download button of the header as the way out. */
export function PlaybackError({ file }: { file: Pick<MediaFile, 'originalName'> }) {
  const { t } = useTranslation('media');
  return (
    <div className="flex size-full flex-col items-center justify-center gap-3 p-8 text-center text-slate-300">
      <CircleAlert className="size-10 text-amber-400" />
      <p className="font-medium">{t('player.mediaError')}</p>
      <p className="text-sm text-slate-400">{file.originalName}</p>
    </div>
  );
}
