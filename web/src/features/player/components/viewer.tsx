import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { hasThumbnail } from '../../../components/media-thumbnail.tsx';
import { PreparingPreview } from '../../../components/preparing-preview.tsx';
import { thumbnailUrl } from '../../../lib/media-urls.ts';
import { viewerModeOf } from '../viewer-mode.ts';
import { AudioPlayer } from './audio-player.tsx';
import { DownloadPrompt, PdfPreview, TextPreview } from './document-preview.tsx';
import { ImageViewer } from './image-viewer.tsx';
import { PlaybackError } from './playback-error.tsx';
import { VideoPlayer } from './video-player.tsx';

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
  switch (mode.kind) {
    case 'preparing':
      return (
        <PreparingPreview
          what={mode.what}
          poster={hasThumbnail(file) ? thumbnailUrl(file.id, 'large') : undefined}
          className="min-h-[60vh]"
        />
      );
    case 'unplayable':
      return <PlaybackError file={file} />;
    case 'video':
      return <VideoPlayer file={file} />;
    case 'audio':
      return <AudioPlayer file={file} />;
    case 'image':
      return <ImageViewer file={file} />;
    case 'pdf':
      return <PdfPreview file={file} />;
    case 'text':
      return <TextPreview file={file} />;
    case 'download':
      return <DownloadPrompt onDownload={onDownload} downloading={downloading} />;
  }
}
