import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { FILE_TD as TD, FILE_TH as TH, FileTable, RowCheckbox } from '../../../components/file-table.tsx';
import { FileTypeBadge } from '../../../components/file-type-badge.tsx';
import { RowThumbnail } from '../../../components/media-thumbnail.tsx';
import { RowMenu } from '../../../components/row-menu.tsx';
import type { Selection } from '../../../components/use-selection.ts';
import { cn } from '../../../lib/cn.ts';
import { albumFileMenuItems, type AlbumFileActions, type AlbumFilePlace } from './album-file-actions.ts';
import { CoverBadge } from './cover-badge.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { useFormat } from '../../../lib/use-format.ts';

/** The list view of an album: Name, Size, Added, the move buttons in a manual order, and a row menu. */
export function AlbumFileTable({
  files,
  placeOf,
  manual,
  busy,
  selection,
  allSelected,
  onToggleAll,
  actions,
  openMenuId,
  onMenuChange,
}: {
  files: MediaFile[];
  placeOf: (file: MediaFile, index: number) => AlbumFilePlace;
  manual: boolean;
  busy: boolean;
  selection: Selection;
  allSelected: boolean;
  onToggleAll: () => void;
  actions: AlbumFileActions;
  openMenuId: string | null;
  onMenuChange: (id: string | null) => void;
}) {
  const { formatBytes, formatDate } = useFormat();
  const { t } = useTranslation('albums');
  return (
    <FileTable
      testId="album-table"
      allSelected={allSelected}
      onToggleAll={onToggleAll}
      selectAllLabel={t('file.selectAll')}
      head={
        <>
          <th className={TH}>{t('columns.name')}</th>
          <th className={cn(TH, 'hidden sm:table-cell')}>{t('columns.size')}</th>
          <th className={cn(TH, 'hidden lg:table-cell')}>{t('columns.uploaded')}</th>
          <th className={cn(TH, 'text-right')}>
            <span className="sr-only">{t('columns.actions')}</span>
          </th>
        </>
      }
    >
      {files.map((file, index) => {
        const place = placeOf(file, index);
        const selected = selection.isSelected(file.id);
        return (
          <tr
            key={file.id}
            data-testid="album-file"
            data-id={file.id}
            className={selected ? 'bg-indigo-50 dark:bg-indigo-500/10' : 'hover:bg-slate-50 dark:hover:bg-slate-800/40'}
          >
            <td className="py-3 pr-2 pl-4 sm:px-4">
              <RowCheckbox
                checked={selected}
                onToggle={() => selection.toggle(file.id)}
                label={t('file.select', { name: file.title })}
              />
            </td>
            <td className="w-full max-w-0 px-2 py-3 sm:px-4">
              <button
                type="button"
                onClick={() => actions.open(file)}
                className="flex w-full min-w-0 items-center gap-3 text-left"
              >
                <RowThumbnail file={file} />
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate text-sm font-medium text-slate-900 hover:text-indigo-600 dark:text-white dark:hover:text-indigo-400">
                    {file.title}
                  </span>
                  {/* On a phone the name keeps the room; the cover shows on the grid. */}
                  {place.isCover ? <CoverBadge className="max-sm:hidden" /> : null}
                  <FileTypeBadge originalName={file.originalName} className="max-sm:hidden" />
                </span>
              </button>
            </td>
            <td className={cn(TD, 'hidden sm:table-cell')}>{formatBytes(file.size)}</td>
            <td className={cn(TD, 'hidden lg:table-cell')}>{formatDate(file.createdAt)}</td>
            <td className="py-3 pr-4 pl-2 text-right whitespace-nowrap sm:px-4">
              {manual ? <MoveButtons file={file} place={place} actions={actions} busy={busy} /> : null}
              <RowMenu
                label={t('file.more', { name: file.title })}
                open={openMenuId === file.id}
                onOpenChange={(open) => onMenuChange(open ? file.id : null)}
                items={albumFileMenuItems(file, place, actions, t)}
              />
            </td>
          </tr>
        );
      })}
    </FileTable>
  );
}
