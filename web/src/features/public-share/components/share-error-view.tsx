import { useTranslation } from 'react-i18next';
import { ShieldX } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** 'Access Denied' with the reason (docs/product.md, Public share page). */
export function ShareErrorView({ message, compact = false }: { message: string; compact?: boolean }) {
  const { t } = useTranslation('sharing');
  return (
    <div
      className={cn('flex flex-col items-center text-center', compact ? 'p-4' : 'max-w-md py-8')}
      role="alert"
      data-testid="share-error"
    >
      <div className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-red-500/10 text-red-500">
        <ShieldX className="size-7" />
      </div>
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{t('public.accessDenied')}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{message}</p>
    </div>
  );
}
