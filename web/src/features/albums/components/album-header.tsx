import type { ReactNode } from 'react';
import { ArrowLeft, LayoutGrid, List, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Album } from '@vaultbox/common/schemas/albums.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { AlbumView } from '../use-album-view.ts';
import { AlbumCover } from './album-cover.tsx';
import { useFormat } from '../../../lib/use-format.ts';

const TOGGLE = 'flex size-9 items-center justify-center rounded-md transition-colors';
const VIEWS = [
  { value: 'grid', Icon: LayoutGrid, labelKey: 'album.gridView' },
  { value: 'list', Icon: List, labelKey: 'album.listView' },
] as const;

/** The top of an album screen: back to Albums, cover, name, description, figures, Edit, Share, Delete, grid/list. */
export function AlbumHeader({
  album,
  view,
  onViewChange,
  onEdit,
  onDelete,
  shareButton,
}: {
  album: Album;
  view: AlbumView;
  onViewChange: (view: AlbumView) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** "Share album", when the share modal can share one. */
  shareButton?: ReactNode;
}) {
  const { formatBytes } = useFormat();
  const { t } = useTranslation('albums');
  return (
    <div className="space-y-4">
      <ButtonLink to="/albums" variant="ghost" size="sm" icon={<ArrowLeft className="size-4" />}>
        {t('album.back')}
      </ButtonLink>
      <div className="flex items-start gap-4">
        <div className="aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-2xl bg-slate-100 sm:w-40 dark:bg-slate-800/60">
          <AlbumCover coverMediaId={album.coverMediaId} />
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <h2
            className="text-2xl font-semibold tracking-tight break-words text-slate-900 dark:text-white"
            data-testid="album-name"
          >
            {album.name}
          </h2>
          {album.description ? (
            <p className="whitespace-pre-wrap text-slate-600 dark:text-slate-300" data-testid="album-description">
              {album.description}
            </p>
          ) : null}
          <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="album-summary">
            {t('list.fileCount', { count: album.fileCount })} · {formatBytes(album.totalSize)} ·{' '}
            {t(`order.${album.order}`)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" icon={<Pencil className="size-4" />} onClick={onEdit}>
            {t('album.edit')}
          </Button>
          {shareButton}
          <Button variant="secondary" icon={<Trash2 className="size-4" />} onClick={onDelete}>
            {t('album.delete')}
          </Button>
        </div>
        <div
          role="group"
          aria-label={t('album.viewLabel')}
          className="flex items-center gap-0.5 rounded-lg border border-slate-200 bg-white p-0.5 dark:border-slate-800 dark:bg-slate-900"
        >
          {VIEWS.map(({ value, Icon, labelKey }) => (
            <IconButton
              key={value}
              label={t(labelKey)}
              aria-pressed={view === value}
              onClick={() => onViewChange(value)}
              className={cn(
                TOGGLE,
                view === value
                  ? 'bg-indigo-600 text-white shadow-sm'
                  : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
              )}
            >
              <Icon className="size-4" />
            </IconButton>
          ))}
        </div>
      </div>
    </div>
  );
}
