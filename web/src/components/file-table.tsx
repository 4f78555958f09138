import type { ReactNode } from 'react';

/** The classes of a file table's header and plain cells, for the columns each table adds. */
export const FILE_TH =
  'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400';
export const FILE_TD = 'px-4 py-3 text-sm text-slate-600 dark:text-slate-300 whitespace-nowrap';
const CHECKBOX = 'size-4 rounded border-slate-300 accent-indigo-600 dark:border-slate-600';

/** A list view of files (the library's, an album's): the frame, the header with its select-all box, the rows. */
export function FileTable({
  testId,
  allSelected,
  onToggleAll,
  selectAllLabel,
  head,
  children,
}: {
  testId: string;
  allSelected: boolean;
  onToggleAll: () => void;
  selectAllLabel: string;
  /** The header cells after the select-all box. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60">
      <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800" data-testid={testId}>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th className="w-10 px-4 py-3">
              <RowCheckbox checked={allSelected} onToggle={onToggleAll} label={selectAllLabel} />
            </th>
            {head}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800/70">{children}</tbody>
      </table>
    </div>
  );
}

/** A row's selection box. */
export function RowCheckbox({ checked, onToggle, label }: { checked: boolean; onToggle: () => void; label: string }) {
  return <input type="checkbox" className={CHECKBOX} checked={checked} onChange={onToggle} aria-label={label} />;
}
