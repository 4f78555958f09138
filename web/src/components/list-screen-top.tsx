import type { ReactNode } from 'react';

/**
 * The top of a screen that lists the user's things (share links, albums, file requests): what the list is for, how
 * many there are once known, and the button that makes a new one.
 */
export function ListScreenTop({
  subtitle,
  summary,
  summaryTestId,
  action,
}: {
  subtitle: string;
  /** Null while the list loads. */
  summary: string | null;
  summaryTestId?: string;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
        {summary !== null ? (
          <p className="mt-0.5 text-sm font-medium text-slate-700 dark:text-slate-300" data-testid={summaryTestId}>
            {summary}
          </p>
        ) : null}
      </div>
      {action}
    </div>
  );
}
