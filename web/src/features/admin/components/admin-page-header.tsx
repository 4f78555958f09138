import type { ReactNode } from 'react';

/** The screen's subtitle and main action (its title is the header's, as on the other screens). */
export function AdminPageHeader({ subtitle, action }: { subtitle: string; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <p className="min-w-0 text-sm text-slate-500 dark:text-slate-400">{subtitle}</p>
      {action}
    </div>
  );
}
