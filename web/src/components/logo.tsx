import { ShieldCheck } from 'lucide-react';
import { PRODUCT_NAME } from '@vaultbox/common/constants.ts';
import { cn } from '../lib/cn.ts';

/** The brand mark and name (the name is a brand: never translated). */
export function Logo({ className, size = 'md' }: { className?: string; size?: 'md' | 'lg' }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span
        className={cn(
          'flex items-center justify-center rounded-xl bg-gradient-to-br from-indigo-400 to-indigo-700 text-white shadow-lg shadow-indigo-600/30',
          size === 'lg' ? 'size-11' : 'size-9',
        )}
      >
        <ShieldCheck className={size === 'lg' ? 'size-6' : 'size-5'} />
      </span>
      <span
        className={cn(
          'font-semibold tracking-tight text-slate-900 dark:text-white',
          size === 'lg' ? 'text-2xl' : 'text-lg',
        )}
      >
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
