import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** One label and its value in a list of details (`<dl>`); `className` spaces it in that list. */
export function DetailRow({
  label,
  children,
  testId,
  className,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900 dark:text-slate-100" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
