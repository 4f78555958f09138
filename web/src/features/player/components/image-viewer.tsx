import { useRef, useState, type ComponentProps } from 'react';
import { RotateCcw, RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLAYER } from '@vaultbox/common/constants.ts';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { streamUrl, thumbnailUrl } from '../../../lib/media-urls.ts';
import { canShowImageInline, stepRotation, stepZoom } from '../player-math.ts';
import { useFullscreen } from '../use-fullscreen.ts';
import { FullscreenButton } from './fullscreen-button.tsx';
import { PlaybackError } from './playback-error.tsx';

const TOOL =
  'flex size-9 items-center justify-center rounded-lg text-slate-200 transition hover:bg-white/10 hover:text-white disabled:cursor-not-allowed disabled:opacity-40';

/** A button of the viewer's toolbar. */
function Tool(props: Omit<ComponentProps<typeof IconButton>, 'className'>) {
  return <IconButton className={TOOL} {...props} />;
}

/** Image: zoom out/in in 0.1 steps between 0.1 and 3, a quarter turn each way, fullscreen. */
export function ImageViewer({ file }: { file: MediaFile }) {
  const { t } = useTranslation('media');
  const container = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(container);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [failed, setFailed] = useState(false);
  // A type the browser cannot draw (TIFF, HEIC) is shown through its large WebP thumbnail.
  const src = canShowImageInline(file.mimeType)
    ? streamUrl(file.id)
    : file.thumbnailState === 'ready'
      ? thumbnailUrl(file.id, 'large')
      : null;
  if (!src || failed) return <PlaybackError file={file} />;

  return (
    <div ref={container} className="relative flex size-full flex-col bg-slate-950" data-testid="image-viewer">
      <div className="flex-1 overflow-auto">
        <div className="flex min-h-full min-w-full items-center justify-center p-6">
          <img
            src={src}
            alt={file.title}
            draggable={false}
            onError={() => setFailed(true)}
            data-testid="viewer-image"
            style={{ transform: `scale(${zoom}) rotate(${rotation}deg)` }}
            className="max-h-[70vh] max-w-full select-none object-contain transition-transform duration-200"
          />
        </div>
      </div>
      <div
        className="absolute bottom-4 left-1/2 flex -translate-x-1/2 items-center gap-1 rounded-xl border border-white/10 bg-slate-900/90 p-1 shadow-xl backdrop-blur"
        role="toolbar"
      >
        <Tool
          label={t('player.zoomOut')}
          onClick={() => setZoom((z) => stepZoom(z, -1))}
          disabled={zoom <= PLAYER.zoomMin}
        >
          <ZoomOut className="size-4" />
        </Tool>
        <button
          type="button"
          onClick={() => {
            setZoom(1);
            setRotation(0);
          }}
          className="min-w-14 rounded-lg px-2 py-1.5 font-mono text-xs text-slate-200 hover:bg-white/10"
          aria-label={t('player.resetView')}
          title={t('player.resetView')}
          data-testid="zoom-level"
        >
          {t('player.zoomLevel', { percent: Math.round(zoom * 100) })}
        </button>
        <Tool
          label={t('player.zoomIn')}
          onClick={() => setZoom((z) => stepZoom(z, 1))}
          disabled={zoom >= PLAYER.zoomMax}
        >
          <ZoomIn className="size-4" />
        </Tool>
        <span className="mx-1 h-5 w-px bg-white/10" />
        <Tool label={t('player.rotateLeft')} onClick={() => setRotation((r) => stepRotation(r, -1))}>
          <RotateCcw className="size-4" />
        </Tool>
        <Tool label={t('player.rotateRight')} onClick={() => setRotation((r) => stepRotation(r, 1))}>
          <RotateCw className="size-4" />
        </Tool>
        <span className="mx-1 h-5 w-px bg-white/10" />
        <FullscreenButton fullscreen={fullscreen} className={TOOL} iconClassName="size-4" />
      </div>
    </div>
  );
}
