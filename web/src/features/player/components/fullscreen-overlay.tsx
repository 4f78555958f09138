import type { MouseEvent } from 'react';
import { ChevronLeft, ChevronRight, Minimize, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { cn } from '../../../lib/cn.ts';

const keepFocus = (event: MouseEvent) => event.preventDefault();

const ROUND =
  'pointer-events-auto flex size-11 items-center justify-center rounded-full bg-black/55 text-white shadow-lg ring-1 ring-white/15 transition hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white';

/** Previous or Next at the middle of a side of the screen; absent at the end of the list. */
function SideStep({
  side,
  label,
  icon: Icon,
  onStep,
}: {
  side: 'left' | 'right';
  label: string;
  icon: LucideIcon;
  onStep: (() => void) | null;
}) {
  if (!onStep) return null;
  return (
    <IconButton
      label={label}
      className={cn(ROUND, 'absolute top-1/2 z-10 -translate-y-1/2', side === 'left' ? 'left-3' : 'right-3')}
      onMouseDown={keepFocus}
      onClick={onStep}
    >
      <Icon className="size-6" />
    </IconButton>
  );
}

/**
 * What the player shows over the file in full screen, where its header is out of sight: the file's place in the list
 * ('3 / 120'), Previous and Next at the sides, and a button that leaves full screen (Escape and F do too).
 */
export function FullscreenOverlay({
  title,
  position,
  onPrevious,
  onNext,
  onExit,
}: {
  title: string;
  position: { current: number; total: number } | null;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  onExit: () => void;
}) {
  const { t } = useTranslation('media');
  return (
    <>
      <div className="pointer-events-none absolute inset-x-0 top-0 z-10 flex items-center justify-between gap-3 bg-gradient-to-b from-black/70 to-transparent p-3 pb-8">
        <p className="flex min-w-0 items-center gap-3 text-sm text-white">
          {position ? (
            <span
              className="shrink-0 rounded-lg bg-black/55 px-2 py-1 font-mono text-xs tabular-nums"
              data-testid="fullscreen-position"
            >
              {t('player.position', { current: position.current, total: position.total })}
            </span>
          ) : null}
          <span className="truncate font-medium">{title}</span>
        </p>
        <IconButton label={t('player.exitFullscreen')} className={ROUND} onClick={onExit} data-testid="exit-fullscreen">
          <Minimize className="size-5" />
        </IconButton>
      </div>
      <SideStep side="left" label={t('player.previous')} icon={ChevronLeft} onStep={onPrevious} />
      <SideStep side="right" label={t('player.next')} icon={ChevronRight} onStep={onNext} />
    </>
  );
}
