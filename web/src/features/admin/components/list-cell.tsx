import type { ReactNode } from 'react';

/** One value of a list row: its column name shows above it while the row is folded into a card (narrow screens). */
export function ListCell({
  label,
  children,
  testId,
  title,
  wrap = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  title?: string;
  /** Break long values over lines instead of cutting them short. */
  wrap?: boolean;
}) {
  return (
    <div className="min-w-0 text-sm text-slate-600 dark:text-slate-300" title={title}>
      <span className="block text-xs text-slate-400 xl:hidden dark:text-slate-500">{label}</span>
      <div className={wrap ? 'tabular-nums break-words' : 'truncate tabular-nums'} data-testid={testId}>
        {children}
      </div>
    </div>
  );
}

export const LIST_HEAD = 'text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400';
export const LIST_FRAME =
  'overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60';
export const ROW_ACTION =
  'inline-flex h-8 items-center justify-center gap-1 rounded-lg px-1.5 text-xs font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
export const ROW_ACTION_DANGER = 'hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-500/10 dark:hover:text-red-400';
