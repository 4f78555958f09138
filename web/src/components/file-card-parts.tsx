import type { ReactNode } from 'react';
import { Check, Play } from 'lucide-react';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { cn } from '../lib/cn.ts';

/** The pieces every grid card of a file has, in the library and in an album. */

/** The mark over a video's picture. */
export function VideoMark({ file }: { file: MediaFile }) {
  if (file.category !== 'video') return null;
  return (
    <span className="absolute right-2 bottom-2 flex size-7 items-center justify-center rounded-full bg-black/60 text-white">
      <Play className="size-3.5 fill-current" />
    </span>
  );
}

/**
 * The card's corner checkbox: shown on hover or focus on a desktop, always on touch-sized screens, and on every card
 * once some file is selected (`selecting`), so picking more needs no hovering.
 */
export function CardCheckbox({
  label,
  selected,
  selecting,
  onToggle,
}: {
  label: string;
  selected: boolean;
  selecting: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={selected}
      aria-label={label}
      onClick={onToggle}
      className={cn(
        'absolute top-2 left-2 flex size-6 items-center justify-center rounded-md border-2 transition',
        selected
          ? 'border-indigo-500 bg-indigo-600 text-white opacity-100'
          : cn(
              'border-white/80 bg-black/30 text-transparent group-focus-within:opacity-100 group-hover:opacity-100',
              selecting ? 'opacity-100' : 'opacity-0 max-lg:opacity-100',
            ),
      )}
    >
      <Check className="size-3.5" strokeWidth={3} />
    </button>
  );
}

/**
 * The card's title: opens the file; the badges after it say what else is true of it. Where another file on the page
 * has the same title (`showOriginalName`), the original file name under it tells the two apart.
 */
export function CardTitle({
  file,
  onOpen,
  testId,
  showOriginalName = false,
  children,
}: {
  file: MediaFile;
  onOpen: () => void;
  testId?: string;
  showOriginalName?: boolean;
  children: ReactNode;
}) {
  const title = (
    <div className="flex min-w-0 items-center gap-2">
      <button
        type="button"
        onClick={onOpen}
        className="block min-w-0 flex-1 truncate text-left text-sm font-medium text-slate-900 hover:text-indigo-600 dark:text-white dark:hover:text-indigo-400"
        title={file.title}
        data-testid={testId}
      >
        {file.title}
      </button>
      {children}
    </div>
  );
  if (!showOriginalName) return title;
  return (
    <div className="min-w-0">
      {title}
      <p
        className="truncate text-xs text-slate-500 dark:text-slate-400"
        title={file.originalName}
        data-testid="card-original-name"
      >
        {file.originalName}
      </p>
    </div>
  );
}
