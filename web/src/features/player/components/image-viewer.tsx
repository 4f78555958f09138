import { useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { RotateCcw, RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLAYER } from '@vaultbox/common/constants.ts';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { cn } from '../../../lib/cn.ts';
import { streamUrl, thumbnailUrl } from '../../../lib/media-urls.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { imageKeyAction } from '../image-keys.ts';
import { imageTransform } from '../image-view.ts';
import { useViewerFullscreen } from '../player-fullscreen.ts';
import { useImageGestures } from '../use-image-gestures.ts';
import { useImageView } from '../use-image-view.ts';
import { imageSourceOf } from '../viewer-mode.ts';
import { FullscreenButton } from './fullscreen-button.tsx';
import { PlaybackError } from './playback-error.tsx';

const TOOL =
  'flex size-9 items-center justify-center rounded-lg text-slate-200 transition hover:bg-white/10 hover:text-white disabled:cursor-not-allowed disabled:opacity-40';

/** A button of the viewer's toolbar. */
function Tool(props: Omit<ComponentProps<typeof IconButton>, 'className'>) {
  return <IconButton className={TOOL} {...props} />;
}

/**
 * Image: the file itself (or its browser-viewable copy), else its large thumbnail, else the error. A picture the
 * browser cannot decode is damaged; so is one of a type it cannot draw whose thumbnail the server could not make.
 */
export function ImageViewer({ file }: { file: MediaFile }) {
  const [failed, setFailed] = useState(false);
  const source = imageSourceOf(file);
  if (failed) return <PlaybackError file={file} problem="damaged" />;
  if (!source)
    return <PlaybackError file={file} problem={file.thumbnailState === 'failed' ? 'damaged' : 'unsupported'} />;
  const src = source === 'stream' ? streamUrl(file.id) : thumbnailUrl(file.id, 'large');
  return <ImageStage src={src} title={file.title} onError={() => setFailed(true)} />;
}

/**
 * Zoom out/in in 0.1 steps between 0.1 and 3, a quarter turn each way, fullscreen; the wheel and a pinch zoom
 * about the pointer, a zoomed picture pans by dragging (or by the arrow keys, focused), a double-click fits it again.
 */
function ImageStage({ src, title, onError }: { src: string; title: string; onError: () => void }) {
  const { t } = useTranslation('media');
  const { formatPercent } = useFormat();
  const container = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const fullscreen = useViewerFullscreen(container);
  const controls = useImageView(stage, image);
  const { gesturing, handlers } = useImageGestures(stage, controls);
  // The picture's size is known once it loaded: render again so the cursor says whether it can be dragged.
  const [, setLoaded] = useState(false);
  const { view } = controls;
  const pannable = controls.pannable();
  const zoomLevel = t('player.zoomLevel', { percent: formatPercent(Math.round(view.zoom * 100)) });
  const onKeyDown = (event: KeyboardEvent) => {
    const { key, shiftKey, ctrlKey, metaKey, altKey } = event;
    const action = imageKeyAction({ key, shiftKey, ctrlKey, metaKey, altKey, pannable });
    if (!action) return;
    event.preventDefault(); // the player's own arrow keys (previous, next) leave a key taken here alone
    if (action === 'zoomIn') controls.step(1);
    else if (action === 'zoomOut') controls.step(-1);
    else if (action === 'reset') controls.reset();
    else controls.pan(action.pan.x, action.pan.y);
  };

  return (
    <div
      ref={container}
      className={cn('relative flex size-full flex-col', fullscreen.active ? 'bg-black' : 'bg-slate-950')}
      data-testid="image-viewer"
    >
      <div
        ref={stage}
        {...handlers}
        // Focusable, so the keyboard can zoom and move the picture as the pointer does (see imageKeyAction).
        tabIndex={0}
        role="group"
        aria-label={t('player.pictureKeys')}
        onKeyDown={onKeyDown}
        className={cn(
          'flex flex-1 items-center justify-center overflow-hidden select-none',
          // Full screen: the picture fills the screen, with no frame around it.
          !fullscreen.active && 'p-6',
          'outline-none focus-visible:ring-2 focus-visible:ring-indigo-400 focus-visible:ring-inset',
          // Vertical swipes still scroll the page until the picture itself can move.
          pannable ? 'touch-none' : 'touch-pan-y',
          pannable && (gesturing ? 'cursor-grabbing' : 'cursor-grab'),
        )}
        data-testid="image-stage"
        data-zoom={view.zoom}
      >
        <img
          ref={image}
          src={src}
          alt={title}
          draggable={false}
          onLoad={() => setLoaded(true)}
          onError={onError}
          data-testid="viewer-image"
          style={{ transform: imageTransform(view) }}
          className={cn(
            'max-w-full object-contain',
            fullscreen.active ? 'max-h-full' : 'max-h-[70vh]',
            !gesturing && 'transition-transform duration-200',
          )}
        />
      </div>
      <div
        className="absolute bottom-4 left-1/2 flex -translate-x-1/2 items-center gap-1 rounded-xl border border-white/10 bg-slate-900/90 p-1 shadow-xl backdrop-blur"
        role="toolbar"
      >
        <Tool label={t('player.zoomOut')} onClick={() => controls.step(-1)} disabled={view.zoom <= PLAYER.zoomMin}>
          <ZoomOut className="size-4" />
        </Tool>
        {/* Its name starts with what it shows (the zoom), then says what it does. */}
        <button
          type="button"
          onClick={controls.reset}
          className="min-w-14 rounded-lg px-2 py-1.5 font-mono text-xs text-slate-200 hover:bg-white/10"
          aria-label={`${zoomLevel}, ${t('player.resetView')}`}
          title={t('player.resetView')}
          data-testid="zoom-level"
        >
          {zoomLevel}
        </button>
        <Tool label={t('player.zoomIn')} onClick={() => controls.step(1)} disabled={view.zoom >= PLAYER.zoomMax}>
          <ZoomIn className="size-4" />
        </Tool>
        <span className="mx-1 h-5 w-px bg-white/10" />
        <Tool label={t('player.rotateLeft')} onClick={() => controls.rotate(-1)}>
          <RotateCcw className="size-4" />
        </Tool>
        <Tool label={t('player.rotateRight')} onClick={() => controls.rotate(1)}>
          <RotateCw className="size-4" />
        </Tool>
        <span className="mx-1 h-5 w-px bg-white/10" />
        <FullscreenButton fullscreen={fullscreen} className={TOOL} iconClassName="size-4" />
      </div>
    </div>
  );
}
