import type { LiHTMLAttributes, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Card } from './ui/card.tsx';
import { IconButton } from './ui/icon-button.tsx';

/**
 * A list shown as a table on wide screens (xl) and as a card per row below: the column names form a header row that
 * only shows on wide screens, and each row repeats them above its values while folded. `grid` holds the columns
 * (`xl:grid xl:grid-cols-[...]`) and is given to the header and to every row alike.
 */
export function ListTable({
  grid,
  columns,
  testId,
  children,
}: {
  grid: string;
  /** The column names; the last one (the row actions) is aligned right. */
  columns: string[];
  testId: string;
  /** The rows, each a `ListRow` with the same `grid`. */
  children: ReactNode;
}) {
  return (
    <Card className="overflow-hidden">
      <div
        className={cn(
          grid,
          'hidden border-b border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900',
        )}
        aria-hidden="true"
      >
        {columns.map((column, i) => (
          <span key={column} className={cn(LIST_HEAD, i === columns.length - 1 && 'text-right')}>
            {column}
          </span>
        ))}
      </div>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800/70" data-testid={testId}>
        {children}
      </ul>
    </Card>
  );
}

const LIST_HEAD = 'text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400';

/** One row of a `ListTable`: a card while folded, a line of the table's `grid` when wide. */
export function ListRow({ grid, className, children, ...rest }: LiHTMLAttributes<HTMLLIElement> & { grid: string }) {
  return (
    <li
      className={cn(grid, 'space-y-3 px-4 py-4 hover:bg-slate-50 xl:space-y-0 dark:hover:bg-slate-800/40', className)}
      {...rest}
    >
      {children}
    </li>
  );
}

/** A column's name above its value, shown only while the row is folded into a card. */
export function ListCellLabel({ children }: { children: ReactNode }) {
  return <span className="mb-0.5 block text-xs text-slate-500 xl:hidden dark:text-slate-400">{children}</span>;
}

/** One text value of a row under its column name (a badge or a richer value takes a `ListCellLabel` of its own). */
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
      <span className="block text-xs text-slate-500 xl:hidden dark:text-slate-400">{label}</span>
      <div className={wrap ? 'tabular-nums break-words' : 'truncate tabular-nums'} data-testid={testId}>
        {children}
      </div>
    </div>
  );
}

/** The last cell of a row: its action buttons, named as a group after the row. */
export function ListActions({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex items-center gap-1 xl:justify-end', className)} role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** An icon button of a row's actions; `danger` for the one that deletes. */
export function ListIconAction({
  label,
  icon: Icon,
  onClick,
  danger = false,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <IconButton label={label} className={cn(LIST_ICON_ACTION, danger && LIST_ACTION_DANGER)} onClick={onClick}>
      <Icon className="size-4" />
    </IconButton>
  );
}

/** The look of a row's icon actions, for one that is not a button (a link). */
export const LIST_ICON_ACTION =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-40 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white';

export const LIST_ACTION_DANGER = 'hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-500/10 dark:hover:text-red-400';
