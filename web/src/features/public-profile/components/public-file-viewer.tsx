import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { PublicFile } from '@vaultbox/common/schemas/public-profile.ts';
import { CATEGORY_TONE, CategoryIcon } from '../../../components/category-icon.tsx';
import { PreparingPreview } from '../../../components/preparing-preview.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { cn } from '../../../lib/cn.ts';
import { publicFailureOfMedia, type PublicMediaFailure } from '../../../lib/media-problem.ts';
import { publicDownloadUrl, publicPreviewUrl, publicThumbnailUrl } from '../public-profile-urls.ts';
import { publicViewOf } from '../public-viewer.ts';
import { useFormat } from '../../../lib/use-format.ts';

/**
 * One public file over the page: its picture or player, its description and a download. The bytes come without
 * location and camera data (the server's rule); a file that cannot be cleaned is not offered, and says why.
 */
export function PublicFileViewer({
  username,
  file,
  onClose,
}: {
  username: string;
  file: PublicFile | null;
  onClose: () => void;
}) {
  const { formatBytes } = useFormat();
  const { t } = useTranslation('profile');
  if (!file) return null;
  const view = publicViewOf(file);
  return (
    <Modal open onClose={onClose} title={file.title} description={file.originalName} size="lg">
      <div className="space-y-4" data-testid="public-viewer">
        <div className="overflow-hidden rounded-xl bg-slate-900">
          <Preview key={file.id} username={username} file={file} />
        </div>
        {file.description ? (
          <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
            {file.description}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-slate-500 dark:text-slate-400">{formatBytes(file.size)}</p>
          {view.kind === 'withheld' ? null : (
            <a
              href={publicDownloadUrl(username, file.id)}
              download={file.originalName}
              className={buttonClasses('primary', 'md', 'gap-2')}
              data-testid="public-download"
            >
              <Download className="size-4" aria-hidden="true" />
              {t('download')}
            </a>
          )}
        </div>
      </div>
    </Modal>
  );
}

/** The picture or player; a picture, video or sound that will not decode says the file seems damaged. */
function Preview({ username, file }: { username: string; file: PublicFile }) {
  const { t } = useTranslation('profile');
  const [failure, setFailure] = useState<PublicMediaFailure | null>(null);
  const view = publicViewOf(file);
  const src = publicPreviewUrl(username, file.id);
  const poster = file.hasThumbnail ? publicThumbnailUrl(username, file.id, 'large') : undefined;
  const media = 'max-h-[60vh] w-full object-contain';
  if (failure) return <Note file={file} text={t(failure)} />;
  switch (view.kind) {
    case 'image':
      return <img src={src} alt={file.title} className={media} onError={() => setFailure('damaged')} />;
    case 'video':
      return (
        <video
          src={src}
          poster={poster}
          controls
          playsInline
          preload="metadata"
          className={media}
          onError={(event) => setFailure(publicFailureOfMedia('video', file, event.currentTarget))}
        />
      );
    case 'audio':
      return (
        <div className={cn('flex flex-col items-center gap-4 px-6 py-8', CATEGORY_TONE.audio)}>
          <CategoryIcon category="audio" className="size-12" />
          <audio
            src={src}
            controls
            preload="metadata"
            className="w-full"
            onError={(event) => setFailure(publicFailureOfMedia('audio', file, event.currentTarget))}
          />
        </div>
      );
    case 'preparing':
      return <PreparingPreview what={file.category === 'image' ? 'image' : 'video'} poster={poster} className="h-64" />;
    case 'withheld':
      return <Note file={file} text={t(`withheld.${view.problem}`)} />;
    case 'empty':
      return <Note file={file} text={t('emptyFile')} />;
    case 'none':
      return <Note file={file} text={t('noPreview')} />;
  }
}

function Note({ file, text }: { file: PublicFile; text: string }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 px-6 py-12 text-center',
        CATEGORY_TONE[file.category],
      )}
      data-testid="public-viewer-note"
    >
      <CategoryIcon category={file.category} className="size-12" />
      <p className="max-w-md text-sm">{text}</p>
    </div>
  );
}
