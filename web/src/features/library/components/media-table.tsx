import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { CATEGORY_TONE } from '../../../components/category-icon.tsx';
import { FILE_TD as TD, FILE_TH as TH, FileTable, RowCheckbox } from '../../../components/file-table.tsx';
import { FileTypeBadge } from '../../../components/file-type-badge.tsx';
import { RowThumbnail } from '../../../components/media-thumbnail.tsx';
import { cn } from '../../../lib/cn.ts';
import type { FileActions, Selection } from './file-actions.ts';
import { fileMenuItems } from './file-menu-items.ts';
import { RowMenu } from '../../../components/row-menu.tsx';
import { OutsideBadge } from './outside-badge.tsx';
import { PublicBadge } from './public-badge.tsx';
import { useFormat } from '../../../lib/use-format.ts';

interface MediaTableProps {
  files: MediaFile[];
  selection: Selection;
  allSelected: boolean;
  onToggleAll: () => void;
  actions: FileActions;
  openMenuId: string | null;
  onMenuChange: (id: string | null) => void;
}

/** The list view: Name, Size, Type, Modified, Views and a row menu. */
export function MediaTable({
  files,
  selection,
  allSelected,
  onToggleAll,
  actions,
  openMenuId,
  onMenuChange,
}: MediaTableProps) {
  const { formatBytes, formatDate } = useFormat();
  const { t } = useTranslation('media');
  return (
    <FileTable
      testId="media-table"
      allSelected={allSelected}
      onToggleAll={onToggleAll}
      selectAllLabel={t('library.selectAll')}
      head={
        <>
          <th className={TH}>{t('library.columns.name')}</th>
          <th className={cn(TH, 'hidden sm:table-cell')}>{t('library.columns.size')}</th>
          <th className={cn(TH, 'hidden md:table-cell')}>{t('library.columns.type')}</th>
          <th className={cn(TH, 'hidden lg:table-cell')}>{t('library.columns.modified')}</th>
          <th className={cn(TH, 'hidden sm:table-cell')}>{t('library.columns.views')}</th>
          <th className={cn(TH, 'text-right')}>
            <span className="sr-only">{t('library.columns.actions')}</span>
          </th>
        </>
      }
    >
      {files.map((file) => {
        const selected = selection.isSelected(file.id);
        return (
          <tr
            key={file.id}
            data-testid="media-row"
            data-id={file.id}
            className={cn(
              'transition-colors',
              selected ? 'bg-indigo-50 dark:bg-indigo-500/10' : 'hover:bg-slate-50 dark:hover:bg-slate-800/40',
            )}
          >
            <td className="px-4 py-3">
              <RowCheckbox
                checked={selected}
                onToggle={() => selection.toggle(file.id)}
                label={t('library.select', { name: file.title })}
              />
            </td>
            {/* The width the other columns leave, no more: a long title is cut short (max-w-0 lets it shrink). */}
            <td className="w-full max-w-0 px-4 py-3">
              <button
                type="button"
                onClick={() => actions.preview(file)}
                className="flex w-full min-w-0 items-center gap-3 text-left"
              >
                <RowThumbnail file={file} />
                <span className="min-w-0">
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="truncate text-sm font-medium text-slate-900 hover:text-indigo-600 dark:text-white dark:hover:text-indigo-400">
                      {file.title}
                    </span>
                    {file.isPublic ? <PublicBadge /> : null}
                    {file.fromOutside ? <OutsideBadge /> : null}
                    <FileTypeBadge originalName={file.originalName} />
                  </span>
                  <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                    {/* On a phone the size column gives its room to the name, and the size comes here. */}
                    <span className="sm:hidden">{formatBytes(file.size)} · </span>
                    {file.originalName}
                  </span>
                </span>
              </button>
            </td>
            <td className={cn(TD, 'hidden sm:table-cell')}>{formatBytes(file.size)}</td>
            <td className={cn(TD, 'hidden md:table-cell')}>
              <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', CATEGORY_TONE[file.category])}>
                {t(`categories.${file.category}`)}
              </span>
            </td>
            <td className={cn(TD, 'hidden lg:table-cell')}>{formatDate(file.updatedAt)}</td>
            <td className={cn(TD, 'hidden sm:table-cell')}>{file.viewCount}</td>
            <td className="px-4 py-3 text-right">
              <RowMenu
                label={t('library.actions.more', { name: file.title })}
                open={openMenuId === file.id}
                onOpenChange={(open) => onMenuChange(open ? file.id : null)}
                items={fileMenuItems(file, actions, t)}
              />
            </td>
          </tr>
        );
      })}
    </FileTable>
  );
}
