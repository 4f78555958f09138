import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { CardCheckbox, CardTitle, VideoMark } from '../../../components/file-card-parts.tsx';
import { FileTypeBadge } from '../../../components/file-type-badge.tsx';
import { MediaThumbnail } from '../../../components/media-thumbnail.tsx';
import { RowMenu } from '../../../components/row-menu.tsx';
import { cn } from '../../../lib/cn.ts';
import { albumFileMenuItems, type AlbumFileActions, type AlbumFilePlace } from './album-file-actions.ts';
import { CoverBadge } from './cover-badge.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { useFormat } from '../../../lib/use-format.ts';

const MENU_TRIGGER =
  'flex size-8 items-center justify-center rounded-full bg-slate-950/55 text-white shadow backdrop-blur transition hover:bg-slate-950/75 focus-visible:outline-2 focus-visible:outline-indigo-400';

/** A grid card of an album: the picture opens the player inside the album; checkbox, menu, and the move buttons. */
export function AlbumFileCard({
  file,
  place,
  manual,
  busy,
  selected,
  selecting,
  onToggle,
  actions,
  menuOpen,
  onMenuChange,
  showOriginalName,
}: {
  file: MediaFile;
  place: AlbumFilePlace;
  /** The album keeps a manual order: the move buttons show. */
  manual: boolean;
  busy: boolean;
  selected: boolean;
  selecting: boolean;
  onToggle: () => void;
  actions: AlbumFileActions;
  menuOpen: boolean;
  onMenuChange: (open: boolean) => void;
  /** Another file on the page has the same title: the card names the original file too. */
  showOriginalName: boolean;
}) {
  const { formatBytes } = useFormat();
  const { t } = useTranslation('albums');
  return (
    <article
      data-testid="album-file"
      data-id={file.id}
      className={cn(
        'group relative overflow-hidden rounded-2xl border bg-white shadow-sm dark:bg-slate-900/60',
        selected ? 'border-indigo-500 ring-2 ring-indigo-500/40' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100 dark:bg-slate-800/60">
        <MediaThumbnail file={file} iconClassName="size-10" />
        <VideoMark file={file} />
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('file.openNamed', { name: file.title })}
          data-testid="album-file-open"
          onClick={() => actions.open(file)}
          className="absolute inset-0 cursor-pointer"
        />
        {place.isCover ? <CoverBadge className="absolute bottom-2 left-2" /> : null}
        <CardCheckbox
          label={t('file.select', { name: file.title })}
          selected={selected}
          selecting={selecting}
          onToggle={onToggle}
        />
        <div className="absolute top-2 right-2">
          <RowMenu
            label={t('file.more', { name: file.title })}
            open={menuOpen}
            onOpenChange={onMenuChange}
            items={albumFileMenuItems(file, place, actions, t)}
            triggerClassName={MENU_TRIGGER}
          />
        </div>
      </div>
      <div className="space-y-1 p-3">
        <CardTitle
          file={file}
          onOpen={() => actions.open(file)}
          testId="album-file-title"
          showOriginalName={showOriginalName}
        >
          <FileTypeBadge originalName={file.originalName} />
        </CardTitle>
        <div className="flex min-h-8 items-center justify-between gap-2 text-xs text-slate-500 dark:text-slate-400">
          <span>{formatBytes(file.size)}</span>
          {manual ? <MoveButtons file={file} place={place} actions={actions} busy={busy} /> : null}
        </div>
      </div>
    </article>
  );
}
