import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60',
        className,
      )}
    >
      {children}
    </div>
  );
}
