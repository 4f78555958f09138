import { useCallback, useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLAYER } from '@vaultbox/common/constants.ts';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { hasThumbnail } from '../../../components/media-thumbnail.tsx';
import { cn } from '../../../lib/cn.ts';
import { streamUrl, thumbnailUrl } from '../../../lib/media-urls.ts';
import { useViewerFullscreen } from '../player-fullscreen.ts';
import { problemOfPlayback } from '../playback-error-text.ts';
import { useMediaControls } from '../use-media-controls.ts';
import { FullscreenButton } from './fullscreen-button.tsx';
import { SeekBar, VolumeControl } from './media-sliders.tsx';
import { PlaybackError } from './playback-error.tsx';

const CONTROL =
  'flex size-9 items-center justify-center rounded-full text-white transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white';

/** Video with custom controls; they hide after 3 s without mouse movement while playing. */
export function VideoPlayer({ file }: { file: MediaFile }) {
  const { t } = useTranslation('media');
  const container = useRef<HTMLDivElement>(null);
  const media = useMediaControls(file.metadata.duration);
  const fullscreen = useViewerFullscreen(container);
  const [idle, setIdle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const wake = useCallback(() => {
    setIdle(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIdle(true), PLAYER.controlsHideMs);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const visible = !media.playing || !idle;
  if (media.failed) return <PlaybackError file={file} problem={problemOfPlayback('video', file, media.errorCode)} />;
  return (
    <div
      ref={container}
      onMouseMove={wake}
      onMouseLeave={() => media.playing && setIdle(true)}
      className={cn('group relative flex size-full items-center justify-center bg-black', !visible && 'cursor-none')}
      data-testid="video-player"
      data-controls-visible={visible}
    >
      <video
        ref={media.ref}
        src={streamUrl(file.id)}
        poster={hasThumbnail(file) ? thumbnailUrl(file.id, 'large') : undefined}
        preload="metadata"
        playsInline
        onClick={media.togglePlay}
        onPlay={wake}
        className="max-h-full max-w-full"
      />
      {!media.playing ? (
        <button
          type="button"
          onClick={media.togglePlay}
          aria-label={t('player.play')}
          className="absolute flex size-16 items-center justify-center rounded-full bg-indigo-600/90 text-white shadow-2xl transition hover:scale-105 hover:bg-indigo-700"
        >
          <Play className="ml-1 size-7 fill-current" />
        </button>
      ) : null}
      <div
        className={cn(
          'absolute inset-x-0 bottom-0 space-y-2 bg-gradient-to-t from-black/85 via-black/50 to-transparent px-4 pb-3 pt-10 transition-opacity duration-300',
          visible ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
        data-testid="video-controls"
      >
        <SeekBar currentTime={media.currentTime} duration={media.duration} onSeek={media.seek} />
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={media.togglePlay}
              className={CONTROL}
              aria-label={media.playing ? t('player.pause') : t('player.play')}
            >
              {media.playing ? <Pause className="size-5 fill-current" /> : <Play className="size-5 fill-current" />}
            </button>
            <VolumeControl controls={media} buttonClassName={CONTROL} />
          </div>
          <FullscreenButton fullscreen={fullscreen} className={CONTROL} iconClassName="size-5" />
        </div>
      </div>
    </div>
  );
}
