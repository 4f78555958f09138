import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLAYER } from '@vaultbox/common/constants.ts';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDuration } from '../player-math.ts';
import type { MediaControls } from '../use-media-controls.ts';

const RANGE = 'h-1.5 w-full cursor-pointer appearance-auto accent-indigo-500';

/** The seek bar with elapsed and total time. */
export function SeekBar({
  currentTime,
  duration,
  onSeek,
  tone = 'light',
}: {
  currentTime: number;
  duration: number;
  onSeek: (seconds: number) => void;
  tone?: 'light' | 'auto';
}) {
  const { t } = useTranslation('media');
  const text = tone === 'light' ? 'text-white/90' : 'text-slate-500 dark:text-slate-400';
  return (
    <div className="flex w-full items-center gap-3">
      <span className={cn('w-12 shrink-0 text-right font-mono text-xs tabular-nums', text)} data-testid="current-time">
        {formatDuration(currentTime)}
      </span>
      <input
        type="range"
        min={0}
        max={duration > 0 ? duration : 0}
        step={0.1}
        value={Math.min(currentTime, duration || 0)}
        onChange={(e) => onSeek(Number(e.target.value))}
        disabled={duration <= 0}
        aria-label={t('player.seek')}
        aria-valuetext={`${formatDuration(currentTime)} / ${formatDuration(duration)}`}
        className={RANGE}
      />
      <span className={cn('w-12 shrink-0 font-mono text-xs tabular-nums', text)}>{formatDuration(duration)}</span>
    </div>
  );
}

/** Mute button and a volume slider from 0 to 1 in 0.1 steps. */
export function VolumeControl({
  controls: { volume, muted, setVolume, toggleMute },
  buttonClassName,
}: {
  controls: Pick<MediaControls, 'volume' | 'muted' | 'setVolume' | 'toggleMute'>;
  buttonClassName: string;
}) {
  const { t } = useTranslation('media');
  const Icon = muted || volume === 0 ? VolumeX : volume < 0.5 ? Volume1 : Volume2;
  return (
    <div className="flex items-center gap-2">
      <IconButton
        label={muted ? t('player.unmute') : t('player.mute')}
        className={buttonClassName}
        onClick={toggleMute}
      >
        <Icon className="size-5" />
      </IconButton>
      <input
        type="range"
        min={0}
        max={1}
        step={PLAYER.volumeStep}
        value={muted ? 0 : volume}
        onChange={(e) => setVolume(Number(e.target.value))}
        aria-label={t('player.volume')}
        className={cn(RANGE, 'w-24')}
      />
    </div>
  );
}
