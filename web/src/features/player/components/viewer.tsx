import type { ComponentType } from 'react';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { hasThumbnail } from '../../../components/media-thumbnail.tsx';
import { PreparingPreview } from '../../../components/preparing-preview.tsx';
import { thumbnailUrl } from '../../../lib/media-urls.ts';
import { viewerModeOf, type ViewerMode } from '../viewer-mode.ts';
import { AudioPlayer } from './audio-player.tsx';
import { DownloadPrompt, PdfPreview, TextPreview } from './document-preview.tsx';
import { ImageViewer } from './image-viewer.tsx';
import { EmptyFile, PlaybackError } from './playback-error.tsx';
import { VideoPlayer } from './video-player.tsx';

/** The modes shown by a component of the file alone. */
const FILE_VIEWS: Record<Exclude<ViewerMode['kind'], 'preparing' | 'download'>, ComponentType<{ file: MediaFile }>> = {
  unplayable: PlaybackError,
  empty: EmptyFile,
  video: VideoPlayer,
  audio: AudioPlayer,
  image: ImageViewer,
  pdf: PdfPreview,
  text: TextPreview,
};

/** The file itself: the player, viewer or preview its type (or its browser-viewable copy's) calls for. */
export function Viewer({
  file,
  onDownload,
  downloading,
}: {
  file: MediaFile;
  onDownload: () => void;
  downloading: boolean;
}) {
  const mode = viewerModeOf(file);
  if (mode.kind === 'preparing') {
    return (
      <PreparingPreview
        what={mode.what}
        poster={hasThumbnail(file) ? thumbnailUrl(file.id, 'large') : undefined}
        className="min-h-[60vh]"
      />
    );
  }
  if (mode.kind === 'download') return <DownloadPrompt onDownload={onDownload} downloading={downloading} />;
  const View = FILE_VIEWS[mode.kind];
  return <View file={file} />;
}
