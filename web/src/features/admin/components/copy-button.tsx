import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** A copy button that reads 'Copied!' for 2 s after a copy (the caller keeps which one was copied). */
export function CopyButton({
  label,
  copied,
  onCopy,
  showLabel = false,
  className,
}: {
  label: string;
  copied: boolean;
  onCopy: () => void;
  showLabel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  const text = copied ? t('common.copied') : label;
  return (
    <button
      type="button"
      onClick={onCopy}
      // Named by its words when they show ("Copied" once it has), by the label when only the icon shows.
      aria-label={showLabel || copied ? undefined : label}
      title={label}
      data-copied={copied || undefined}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium transition-colors',
        copied
          ? 'text-emerald-600 dark:text-emerald-400'
          : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
        className,
      )}
    >
      {copied ? <Check className="size-3.5" /> : <Copy className="size-3.5" />}
      {showLabel || copied ? <span aria-live="polite">{text}</span> : null}
    </button>
  );
}
