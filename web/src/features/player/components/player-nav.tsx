import type { MouseEvent } from 'react';
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/icon-button.tsx';

const keepFocus = (event: MouseEvent) => event.preventDefault();

const STEP =
  'flex size-10 items-center justify-center text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/** One step through the list; disabled at its end (no `onStep`). */
function Step({ label, icon: Icon, onStep }: { label: string; icon: LucideIcon; onStep: (() => void) | null }) {
  return (
    <IconButton label={label} className={STEP} disabled={!onStep} onMouseDown={keepFocus} onClick={() => onStep?.()}>
      <Icon className="size-5" />
    </IconButton>
  );
}

/**
 * Previous and Next through the library list the file was opened from, with the file's place in it ('7 / 45'). A
 * click does not focus them, so Space right after still plays the video rather than pressing the button again.
 */
export function PlayerNav({
  position,
  onPrevious,
  onNext,
}: {
  position: { current: number; total: number } | null;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}) {
  const { t } = useTranslation('media');
  return (
    <div
      className="flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-800/60"
      role="group"
      aria-label={t('player.navigation')}
    >
      <Step label={t('player.previous')} icon={ChevronLeft} onStep={onPrevious} />
      {position ? (
        <span
          className="min-w-14 px-1 text-center font-mono text-xs whitespace-nowrap text-slate-500 tabular-nums dark:text-slate-400"
          data-testid="player-position"
        >
          {t('player.position', { current: position.current, total: position.total })}
        </span>
      ) : null}
      <Step label={t('player.next')} icon={ChevronRight} onStep={onNext} />
    </div>
  );
}
