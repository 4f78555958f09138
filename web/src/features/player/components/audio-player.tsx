import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { cn } from '../../../lib/cn.ts';
import { streamUrl, thumbnailUrl } from '../../../lib/media-urls.ts';
import { problemOfPlayback } from '../playback-error-text.ts';
import { useMediaControls } from '../use-media-controls.ts';
import { SeekBar, VolumeControl } from './media-sliders.tsx';
import { PlaybackError } from './playback-error.tsx';

const SMALL =
  'flex size-10 items-center justify-center rounded-full text-slate-300 transition hover:bg-white/10 hover:text-white';

/** Audio: a disc that spins while playing (the cover art when the file has one), seek, play/pause and volume. */
export function AudioPlayer({ file }: { file: MediaFile }) {
  const { t } = useTranslation('media');
  const media = useMediaControls(file.metadata.duration);
  if (media.failed) return <PlaybackError file={file} problem={problemOfPlayback('audio', file, media.errorCode)} />;
  return (
    <div
      className="flex size-full flex-col items-center justify-center gap-8 bg-gradient-to-br from-slate-900 via-indigo-950 to-slate-900 p-6"
      data-testid="audio-player"
    >
      <audio ref={media.ref} src={streamUrl(file.id)} preload="metadata" />
      <div
        className={cn(
          'relative flex size-48 items-center justify-center rounded-full bg-[radial-gradient(circle,#1e1b4b_0%,#0f172a_55%,#020617_100%)] shadow-2xl ring-8 ring-white/5 sm:size-60',
          // A decoration: still for people who asked their system for less motion.
          'motion-safe:animate-[spin_6s_linear_infinite]',
          !media.playing && '[animation-play-state:paused]',
        )}
        data-testid="audio-disc"
        data-spinning={media.playing}
      >
        <div className="absolute inset-0 rounded-full bg-[conic-gradient(transparent_0deg,rgba(255,255,255,0.10)_40deg,transparent_80deg,transparent_180deg,rgba(255,255,255,0.10)_220deg,transparent_260deg)]" />
        <div className="absolute inset-3 rounded-full border border-white/5" />
        <div className="absolute inset-8 rounded-full border border-white/5" />
        <div className="absolute inset-14 rounded-full border border-white/5" />
        <div className="relative flex size-20 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 ring-4 ring-slate-950 sm:size-24">
          {file.thumbnailState === 'ready' ? (
            <img src={thumbnailUrl(file.id, 'small')} alt="" className="absolute inset-0 size-full object-cover" />
          ) : null}
          <span className="absolute inset-3 rounded-full border border-white/20" />
          <span className="relative size-3 rounded-full bg-slate-950 ring-2 ring-white/30" />
        </div>
      </div>
      <div className="w-full max-w-xl space-y-4">
        <SeekBar currentTime={media.currentTime} duration={media.duration} onSeek={media.seek} />
        <div className="flex items-center justify-between">
          <VolumeControl controls={media} buttonClassName={SMALL} />
          <button
            type="button"
            onClick={media.togglePlay}
            aria-label={media.playing ? t('player.pause') : t('player.play')}
            className="flex size-14 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg shadow-indigo-600/30 transition hover:scale-105 hover:bg-indigo-700"
          >
            {media.playing ? (
              <Pause className="size-6 fill-current" />
            ) : (
              <Play className="ml-0.5 size-6 fill-current" />
            )}
          </button>
          <div className="w-32" aria-hidden="true" />
        </div>
      </div>
    </div>
  );
}
