import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

type ProgressBarProps = HTMLAttributes<HTMLDivElement> & {
  /** Percent done, 0 to 100. */
  value: number;
  label: string;
  /** The fill's colour and transition. */
  barClassName?: string;
};

/** A rounded progress bar; the caller gives its height (className) and the fill's look (barClassName). */
export function ProgressBar({ value, label, className, barClassName, ...rest }: ProgressBarProps) {
  return (
    <div
      className={cn('overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800', className)}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={label}
      {...rest}
    >
      <div className={cn('h-full rounded-full', barClassName)} style={{ width: `${value}%` }} />
    </div>
  );
}
