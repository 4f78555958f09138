import { ShieldCheck } from 'lucide-react';
import { PRODUCT_NAME } from '@vaultbox/common/constants.ts';
import { cn } from '../lib/cn.ts';

const SIZES = {
  md: { mark: 'size-9', icon: 'size-5', name: 'text-lg' },
  lg: { mark: 'size-11', icon: 'size-6', name: 'text-2xl' },
} as const;

/** The brand mark and name (the name is a brand: never translated). */
export function Logo({ className, size = 'md' }: { className?: string; size?: keyof typeof SIZES }) {
  const sized = SIZES[size];
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span
        className={cn(
          'flex items-center justify-center rounded-xl bg-gradient-to-br from-indigo-400 to-indigo-700 text-white shadow-lg shadow-indigo-600/30',
          sized.mark,
        )}
      >
        <ShieldCheck className={sized.icon} />
      </span>
      <span className={cn('font-semibold tracking-tight text-slate-900 dark:text-white', sized.name)}>
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
