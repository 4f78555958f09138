import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

/** One titled block of a Settings tab. */
export function SettingsSection({
  title,
  description,
  actions,
  children,
  tone = 'normal',
  testId,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  tone?: 'normal' | 'danger';
  testId?: string;
}) {
  return (
    <Card className={cn('p-5 sm:p-6', tone === 'danger' && 'border-red-500/40 dark:border-red-500/40')}>
      <section aria-label={title} data-testid={testId}>
        <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3
              className={cn(
                'text-base font-semibold',
                tone === 'danger' ? 'text-red-600 dark:text-red-400' : 'text-slate-900 dark:text-white',
              )}
            >
              {title}
            </h3>
            {description ? <div className="mt-1 text-sm text-slate-500 dark:text-slate-400">{description}</div> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        {children}
      </section>
    </Card>
  );
}
