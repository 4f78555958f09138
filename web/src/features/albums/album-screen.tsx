import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, FolderOpen, FolderX, Share2 } from 'lucide-react';
import { LIBRARY_PAGE_SIZE } from '@vaultbox/common/constants.ts';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadErrorAlert } from '../../components/load-error-alert.tsx';
import { Pager } from '../../components/pager.tsx';
import { ShareFileModal } from '../../components/share-file-modal.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingLine } from '../../components/ui/spinner.tsx';
import { useDeleteDialog } from '../../components/use-delete-dialog.ts';
import { useSelection } from '../../components/use-selection.ts';
import { albumPageFromParams } from '../../lib/album-address.ts';
import { useAlbumFiles } from '../../lib/album-files-api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { isRepeatedTitle, repeatedTitles } from '../../lib/repeated-titles.ts';
import { notify } from '../../lib/toast.ts';
import { movesOf } from './album-order.ts';
import { useDeleteAlbum } from './api/delete-album.ts';
import { useAlbum } from './api/get-album.ts';
import { AlbumBulkBar } from './components/album-bulk-bar.tsx';
import { AlbumFileCard } from './components/album-file-card.tsx';
import type { AlbumFilePlace } from './components/album-file-actions.ts';
import { AlbumFileTable } from './components/album-file-table.tsx';
import { AlbumFormModal } from './components/album-form-modal.tsx';
import { AlbumHeader } from './components/album-header.tsx';
import { useAlbumFileActions } from './use-album-file-actions.ts';
import { useAlbumView } from './use-album-view.ts';

/**
 * One album at /albums/{id}?page=N (docs/product.md, Albums): its files in the album's order, in grid or list; edit,
 * delete (the files stay), cover, removal, manual moves; a file opens the player walking this album.
 */
export function AlbumScreen() {
  const { t } = useTranslation('albums');
  const { t: tApp } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = albumPageFromParams(params);
  const album = useAlbum(id);
  const list = useAlbumFiles(id, { page, limit: LIBRARY_PAGE_SIZE });
  usePageTitle(album.data?.name ?? tApp('pages.albums'));
  const [view, setView] = useAlbumView();
  const [editing, setEditing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [openMenuId, setOpenMenuId] = useState<string | null>(null);
  const selection = useSelection();
  const { actions, removeMany, removing, moving } = useAlbumFileActions(id, page);
  const deletion = useDeleteDialog<{ id: string }>(useDeleteAlbum(), {
    onDeleted: () => {
      notify.success(t('album.deleted'));
      void navigate('/albums', { replace: true });
    },
    onFailed: () => notify.error(t('album.deleteFailed')),
    keepOpenOnError: true,
  });

  const setPage = (next: number) => {
    selection.clear();
    setParams(next > 1 ? { page: String(next) } : {}, { flushSync: true });
  };
  const files = list.data?.files ?? [];
  const repeated = repeatedTitles(files);
  const total = list.data?.total ?? 0;
  const totalPages = list.data?.totalPages ?? 0;
  // After removals (or from an old link) the page may be gone: step back to the last one that exists.
  const pageGone = list.data !== undefined && totalPages > 0 && page > totalPages;
  useEffect(() => {
    if (pageGone) setParams(totalPages > 1 ? { page: String(totalPages) } : {}, { replace: true });
  }, [pageGone, totalPages, setParams]);

  if (album.isPending) {
    return (
      <Card>
        <LoadingLine className="justify-center py-24">{tApp('app.loading')}</LoadingLine>
      </Card>
    );
  }
  if (!album.data) {
    if (album.error instanceof ApiError && album.error.status !== 404)
      return <LoadErrorAlert query={album} title={t('album.loadFailed')} retryLabel={t('list.retry')} />;
    return (
      <Card>
        <EmptyState
          className="py-20"
          icon={<FolderX className="size-6" />}
          title={t('album.notFound')}
          description={t('album.notFoundHint')}
          action={
            <ButtonLink to="/albums" icon={<ArrowLeft className="size-4" />}>
              {t('album.back')}
            </ButtonLink>
          }
        />
      </Card>
    );
  }

  const current = album.data;
  const manual = current.order === 'manual';
  const placeOf = (file: MediaFile, index: number): AlbumFilePlace => {
    const moves = movesOf(index, page, LIBRARY_PAGE_SIZE, total);
    return {
      isCover: current.coverMediaId === file.id,
      canMoveUp: manual && moves.up,
      canMoveDown: manual && moves.down,
    };
  };
  const pageIds = files.map((f) => f.id);
  const allSelected = files.length > 0 && pageIds.every((fileId) => selection.isSelected(fileId));

  return (
    <div className="space-y-5">
      <AlbumHeader
        album={current}
        view={view}
        onViewChange={setView}
        onEdit={() => setEditing(true)}
        onDelete={() => deletion.ask({ id: current.id })}
        shareButton={
          <Button variant="secondary" icon={<Share2 className="size-4" />} onClick={() => setSharing(true)}>
            {t('album.share')}
          </Button>
        }
      />
      <AlbumBulkBar
        count={selection.size}
        allSelected={allSelected}
        busy={removing}
        onSelectAll={() => selection.selectAll(pageIds)}
        onClear={selection.clear}
        onRemove={() => removeMany([...selection.ids], selection.clear)}
      />

      {list.isPending ? (
        <Card>
          <LoadingLine className="justify-center py-20">{tApp('app.loading')}</LoadingLine>
        </Card>
      ) : list.isError && !list.data ? (
        <LoadErrorAlert query={list} title={t('album.filesFailed')} retryLabel={t('list.retry')} />
      ) : files.length === 0 ? (
        <Card>
          <EmptyState
            className="py-16"
            icon={<FolderOpen className="size-6" />}
            title={t('album.empty')}
            description={t('album.emptyHint')}
            action={<ButtonLink to="/library">{t('album.toLibrary')}</ButtonLink>}
          />
        </Card>
      ) : view === 'grid' ? (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5" data-testid="album-files">
          {files.map((file, index) => (
            <AlbumFileCard
              key={file.id}
              file={file}
              place={placeOf(file, index)}
              manual={manual}
              busy={moving}
              selected={selection.isSelected(file.id)}
              selecting={selection.size > 0}
              onToggle={() => selection.toggle(file.id)}
              actions={actions}
              menuOpen={openMenuId === file.id}
              onMenuChange={(open) => setOpenMenuId(open ? file.id : null)}
              showOriginalName={isRepeatedTitle(repeated, file.title)}
            />
          ))}
        </div>
      ) : (
        <AlbumFileTable
          files={files}
          placeOf={placeOf}
          manual={manual}
          busy={moving}
          selection={selection}
          allSelected={allSelected}
          onToggleAll={() => (allSelected ? selection.clear() : selection.selectAll(pageIds))}
          actions={actions}
          openMenuId={openMenuId}
          onMenuChange={setOpenMenuId}
        />
      )}

      <Pager page={page} totalPages={totalPages} onChange={setPage} />

      {/* A live link: files added to the album later appear on it (docs/product.md, Shares). */}
      <ShareFileModal
        target={sharing ? { kind: 'album', albumId: current.id, albumName: current.name } : null}
        onClose={() => setSharing(false)}
      />
      <AlbumFormModal open={editing} album={current} onClose={() => setEditing(false)} />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('album.confirmDelete', { name: current.name })}
        description={t('album.deleteWarning', { count: current.fileCount })}
        confirmLabel={t('album.delete')}
        busyLabel={t('album.deleting')}
      />
    </div>
  );
}
