import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESKTOP_BREAKPOINT_PX } from '@vaultbox/common/constants.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadErrorAlert } from '../../components/load-error-alert.tsx';
import { Pager } from '../../components/pager.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingLine } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { toListQuery } from '../../lib/library-address.ts';
import { useMediaList } from '../../lib/media-list-api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { notify } from '../../lib/toast.ts';
import { useSearchInput } from '../../lib/use-search-input.ts';
import { useBulkDeleteMedia } from './api/bulk-delete-media.ts';
import { useDeleteMedia } from './api/delete-media.ts';
import { BulkActionBar } from './components/bulk-action-bar.tsx';
import { LibraryEmpty } from './components/library-empty.tsx';
import { LibraryFilters } from './components/library-filters.tsx';
import { LibraryToolbar } from './components/library-toolbar.tsx';
import { MediaGrid } from './components/media-grid.tsx';
import { MediaTable } from './components/media-table.tsx';
import { hasActiveFilters, hasPanelChoices, type LibraryQueryAction } from './library-query.ts';
import { useFileActions } from './use-file-actions.ts';
import { useLibraryQuery } from './use-library-query.ts';
import { useLibraryShortcuts } from './use-library-shortcuts.ts';
import { useLibraryView } from './use-library-view.ts';
import { useSelection } from '../../components/use-selection.ts';

// The Share and Add to album dialogs load when first opened: six files and 6.5 KB gzip fewer before the library's
// first paint (docs/performance.md, The signed-in pages' first paint).
const ShareFileModal = lazy(async () => ({
  default: (await import('../../components/share-file-modal.tsx')).ShareFileModal,
}));
const AddToAlbumDialog = lazy(async () => ({
  default: (await import('../../components/add-to-album-dialog.tsx')).AddToAlbumDialog,
}));

/** The Media Library (docs/product.md, Library). */
export function LibraryScreen() {
  const { t } = useTranslation('media');
  const { t: tApp } = useTranslation();
  usePageTitle(tApp('pages.library'));

  const [query, dispatch] = useLibraryQuery();
  const [remembered, remember] = useLibraryView();
  // The address's choice first (Back from the player, a shared link), else the one remembered from the last visit.
  const view = query.view ?? remembered;
  const setView = (next: typeof view) => {
    remember(next);
    dispatch({ type: 'view', view: next });
  };
  // Open on a desktop, folded away on a phone where the chips would push the files below the fold.
  const [filtersOpen, setFiltersOpen] = useState(
    () => window.matchMedia?.(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`).matches ?? true,
  );
  const [openMenuId, setOpenMenuId] = useState<string | null>(null);
  const [bulkConfirm, setBulkConfirm] = useState(false);
  const [bulkShare, setBulkShare] = useState<string[] | null>(null);
  const [albumFiles, setAlbumFiles] = useState<string[] | null>(null);
  const selection = useSelection();
  const { actions, shareTarget, setShareTarget, deleteTarget, setDeleteTarget } = useFileActions(query);

  const list = useMediaList(toListQuery(query));
  const deleteOne = useDeleteMedia();
  const bulkDelete = useBulkDeleteMedia();

  // A page's answer is drawn in a transition: React renders its rows in slices between which the page answers, where
  // the query's answer alone would draw them in one task. Until then the screen shows what it showed.
  const shown = useDeferredValue(list.data);
  const files = shown?.files ?? [];
  const totalPages = shown?.totalPages ?? 0;
  const pageIds = files.map((f) => f.id);
  const allSelected = files.length > 0 && pageIds.every((id) => selection.isSelected(id));
  const pageSize = files.reduce((sum, f) => sum + f.size, 0);

  // A different page or filter is a different set of files: the selection does not carry over.
  const change = (action: LibraryQueryAction) => {
    dispatch(action);
    selection.clear();
  };
  const search = useSearchInput((value) => change({ type: 'search', search: value }), query.search);
  const clearFilters = () => {
    search.clear();
    change({ type: 'clearFilters' });
  };

  // After deletions (or from an old link) the page may be gone: step back to the last one that exists.
  const pageGone = shown !== undefined && totalPages > 0 && query.page > totalPages;
  useEffect(() => {
    if (pageGone) dispatch({ type: 'page', page: totalPages });
  }, [pageGone, totalPages, dispatch]);

  const modalOpen =
    shareTarget !== null || deleteTarget !== null || bulkConfirm || albumFiles !== null || bulkShare !== null;
  useLibraryShortcuts({
    enabled: !modalOpen,
    onEscape: () => setOpenMenuId(null),
    onSelectAll: () => selection.selectAll(pageIds),
    onDelete: () => {
      if (selection.size > 0) setBulkConfirm(true);
    },
  });

  const confirmSingle = () => {
    if (!deleteTarget) return;
    deleteOne.mutate(deleteTarget.id, {
      onSuccess: () => notify.success(t('library.deleted')),
      onError: (error) => notify.error(errorMessage(error, t('library.deleteFailed'))),
      onSettled: () => setDeleteTarget(null),
    });
  };
  const confirmBulk = () => {
    bulkDelete.mutate([...selection.ids], {
      onSuccess: (res) => {
        notify.success(t('library.bulkDeleted', { count: res.deleted }));
        selection.clear();
      },
      onError: (error) => notify.error(errorMessage(error, t('library.bulkDeleteFailed'))),
      onSettled: () => setBulkConfirm(false),
    });
  };

  const filtered = hasActiveFilters(query);
  return (
    <div className="space-y-5">
      <LibraryToolbar
        pageCount={files.length}
        pageSize={pageSize}
        selectedCount={selection.size}
        view={view}
        onViewChange={setView}
        filtersOpen={filtersOpen}
        filtersInUse={hasPanelChoices(query)}
        onToggleFilters={() => setFiltersOpen((v) => !v)}
        search={search.input}
        onSearchChange={search.change}
      />
      {filtersOpen ? (
        <LibraryFilters
          category={query.category}
          onCategoryChange={(category) => change({ type: 'category', category })}
          sortBy={query.sortBy}
          sortOrder={query.sortOrder}
          onSort={(sortBy) => change({ type: 'sort', sortBy })}
          albumId={query.albumId}
          onAlbumChange={(albumId) => change({ type: 'album', albumId })}
        />
      ) : null}
      <BulkActionBar
        count={selection.size}
        allSelected={allSelected}
        onSelectAll={() => selection.selectAll(pageIds)}
        onClear={selection.clear}
        onDelete={() => setBulkConfirm(true)}
        onShare={() => setBulkShare([...selection.ids])}
        onAddToAlbum={() => setAlbumFiles([...selection.ids])}
      />

      {!shown && !list.isError ? (
        <Card>
          <LoadingLine className="justify-center py-20">{tApp('app.loading')}</LoadingLine>
        </Card>
      ) : !shown ? (
        <LoadErrorAlert query={list} title={t('library.fetchFailed')} retryLabel={t('library.retry')} />
      ) : files.length === 0 ? (
        <LibraryEmpty filtered={filtered} onClearFilters={clearFilters} />
      ) : view === 'grid' ? (
        <MediaGrid
          files={files}
          selection={selection}
          actions={actions}
          openMenuId={openMenuId}
          onMenuChange={setOpenMenuId}
        />
      ) : (
        <MediaTable
          files={files}
          selection={selection}
          allSelected={allSelected}
          onToggleAll={() => (allSelected ? selection.clear() : selection.selectAll(pageIds))}
          actions={actions}
          openMenuId={openMenuId}
          onMenuChange={setOpenMenuId}
        />
      )}

      <Pager
        page={query.page}
        totalPages={totalPages}
        onChange={(page) => {
          change({ type: 'page', page });
          // The pager sits below the files: a new page starts at its top, not at the old page's bottom.
          window.scrollTo({ top: 0, behavior: 'instant' });
        }}
      />

      <Suspense fallback={null}>
        {shareTarget && <ShareFileModal file={shareTarget} onClose={() => setShareTarget(null)} />}
        {bulkShare && (
          <ShareFileModal target={{ kind: 'selection', mediaFileIds: bulkShare }} onClose={() => setBulkShare(null)} />
        )}
        {albumFiles && (
          <AddToAlbumDialog mediaIds={albumFiles} onClose={() => setAlbumFiles(null)} onAdded={selection.clear} />
        )}
      </Suspense>
      <ConfirmDialog
        open={deleteTarget !== null}
        title={t('library.confirmDelete')}
        description={
          deleteTarget ? (
            <>
              <strong className="font-medium text-slate-700 dark:text-slate-200">{deleteTarget.title}</strong> —{' '}
              {t('library.deleteWarning')}
            </>
          ) : null
        }
        confirmLabel={t('common.delete')}
        busyLabel={t('common.deleting')}
        busy={deleteOne.isPending}
        onConfirm={confirmSingle}
        onCancel={() => setDeleteTarget(null)}
      />
      <ConfirmDialog
        open={bulkConfirm}
        title={t('library.confirmBulkDelete', { count: selection.size })}
        description={t('library.deleteWarning')}
        confirmLabel={t('common.delete')}
        busyLabel={t('common.deleting')}
        busy={bulkDelete.isPending}
        onConfirm={confirmBulk}
        onCancel={() => setBulkConfirm(false)}
      />
    </div>
  );
}
