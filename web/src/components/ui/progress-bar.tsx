import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFormat } from '../../lib/use-format.ts';

type ProgressBarProps = HTMLAttributes<HTMLDivElement> & {
  /** Percent done, 0 to 100. */
  value: number;
  label: string;
  /** The fill's colour and transition. */
  barClassName?: string;
};

/**
 * A rounded progress bar; the caller gives its height (className) and the fill's look (barClassName). Screen readers
 * hear its percentage in the UI language ('8,1 %'), not in the browser's.
 */
export function ProgressBar({ value, label, className, barClassName, ...rest }: ProgressBarProps) {
  const { formatPercent } = useFormat();
  return (
    <div
      className={cn('overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800', className)}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={formatPercent(value)}
      aria-label={label}
      {...rest}
    >
      <div className={cn('h-full rounded-full', barClassName)} style={{ width: `${value}%` }} />
    </div>
  );
}
