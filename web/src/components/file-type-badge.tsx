import { fileExtensionOf } from '../lib/file-extension.ts';
import { cn } from '../lib/cn.ts';

/** The file's extension ('HEIC', 'MKV', 'PDF') as a small badge, so two files with one title can be told apart. */
export function FileTypeBadge({ originalName, className }: { originalName: string; className?: string }) {
  const extension = fileExtensionOf(originalName);
  if (!extension) return null;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded px-1.5 py-px font-mono text-[10px] font-semibold leading-4 tracking-wide',
        'bg-slate-100 text-slate-600 ring-1 ring-slate-200 ring-inset dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
        className,
      )}
      data-testid="file-type-badge"
    >
      {extension}
    </span>
  );
}
