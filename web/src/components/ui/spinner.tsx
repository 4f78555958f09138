import type { HTMLAttributes } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={cn('animate-spin', className ?? 'size-4')}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'status' : undefined}
    />
  );
}

/** A spinner with the words of what is loading beside it. */
export function LoadingLine({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400', className)} {...rest}>
      <Spinner className="size-5 text-indigo-500" />
      {children}
    </div>
  );
}
