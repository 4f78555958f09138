import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Card } from './ui/card.tsx';

/** A figure with its label and icon (the dashboard's and the site statistics' cards). */
export function StatCard({
  icon,
  label,
  value,
  detail,
  testId,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail?: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <Card className={cn('p-5', className)}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</p>
          <p
            className="mt-2 truncate text-xl font-semibold sm:text-2xl lg:text-xl 2xl:text-2xl tracking-tight text-slate-900 dark:text-white"
            data-testid={testId}
          >
            {value}
          </p>
        </div>
        <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-500/10 text-indigo-500 dark:text-indigo-400">
          {icon}
        </div>
      </div>
      {detail ? <div className="mt-3 text-xs text-slate-500 dark:text-slate-400">{detail}</div> : null}
    </Card>
  );
}
