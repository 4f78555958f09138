import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link2, Share2 } from 'lucide-react';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import { AppUrlWarning } from '../../components/app-url-warning.tsx';
import { ListScreenTop } from '../../components/list-screen-top.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyList } from '../../components/empty-list.tsx';
import { Pager } from '../../components/pager.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDeleteDialog } from '../../components/use-delete-dialog.ts';
import { copyText } from '../../lib/clipboard.ts';
import { isListFiltered } from '../../lib/list-request-params.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useShareLink } from '../../lib/share-api.ts';
import { notify } from '../../lib/toast.ts';
import { useSearchInput } from '../../lib/use-search-input.ts';
import { useDeleteShare } from './api/delete-share.ts';
import { useShares } from './api/get-shares.ts';
import { useUpdateShare } from './api/update-share.ts';
import { CreateShareModal } from './components/create-share-modal.tsx';
import { EditShareModal } from './components/edit-share-modal.tsx';
import { ShareQrModal } from './components/share-qr-modal.tsx';
import { ShareList } from './components/share-list.tsx';
import type { ShareActions } from './components/share-row-actions.tsx';
import { SharingToolbar } from './components/sharing-toolbar.tsx';
import { initialSharingQuery, sharingQueryReducer, toShareListQuery } from './sharing-query.ts';

/** Sharing: the user's share links with search, status filter, row actions, create, edit and delete. */
export function SharingScreen() {
  const { t } = useTranslation('sharing');
  const { t: tApp } = useTranslation();
  usePageTitle(tApp('pages.sharing'));

  const [query, dispatch] = useReducer(sharingQueryReducer, initialSharingQuery);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ShareLink | null>(null);
  const [qrShare, setQrShare] = useState<ShareLink | null>(null);

  const list = useShares(toShareListQuery(query));
  const deletion = useDeleteDialog<ShareLink>(useDeleteShare(), {
    onDeleted: () => notify.success(t('messages.deleted')),
    onFailed: () => notify.error(t('messages.deleteFailed')),
    keepOpenOnError: true,
  });

  // Turning a paused link on again is the Edit modal's 'Link is active', in one click.
  const update = useUpdateShare();
  const resume = (share: ShareLink) =>
    update.mutate(
      { id: share.id, changes: { isActive: true } },
      {
        onSuccess: () => notify.success(t('messages.resumed')),
        onError: () => notify.error(t('messages.resumeFailed')),
      },
    );

  const search = useSearchInput((value) => dispatch({ type: 'search', search: value }));
  const clearFilters = () => {
    search.clear();
    dispatch({ type: 'clear' });
  };

  const shareLinkOf = useShareLink();
  const actions: ShareActions = {
    copy: (share) => {
      void copyText(shareLinkOf(share)).then((ok) =>
        ok ? notify.success(t('messages.linkCopied')) : notify.error(t('messages.copyFailed')),
      );
    },
    qr: setQrShare,
    edit: setEditing,
    remove: deletion.ask,
    resume,
  };

  const createButton = (
    <Button icon={<Link2 className="size-4" />} onClick={() => setCreating(true)}>
      {t('list.create')}
    </Button>
  );
  return (
    <div className="space-y-6">
      <ListScreenTop
        subtitle={t('list.subtitle')}
        summary={list.data ? t('list.summary', { count: list.data.total }) : null}
        summaryTestId="share-summary"
        action={createButton}
      />
      <AppUrlWarning />

      <SharingToolbar
        search={search.input}
        onSearchChange={search.change}
        status={query.status}
        onStatusChange={(status) => dispatch({ type: 'status', status })}
      />

      <QueryContent query={list} errorTitle={t('messages.loadFailed')} retryLabel={t('list.retry')}>
        {({ shares }) =>
          shares.length === 0 ? (
            <EmptyList
              filtered={isListFiltered(query)}
              noMatches={{
                title: t('empty.noMatches'),
                hint: t('empty.noMatchesHint'),
                clearLabel: t('empty.clear'),
                onClear: clearFilters,
              }}
              empty={{
                icon: <Share2 className="size-6" />,
                title: t('empty.none'),
                description: t('empty.noneHint'),
                action: createButton,
              }}
            />
          ) : (
            <ShareList shares={shares} actions={actions} />
          )
        }
      </QueryContent>

      <Pager
        page={query.page}
        totalPages={list.data?.totalPages ?? 0}
        onChange={(page) => dispatch({ type: 'page', page })}
      />

      <CreateShareModal open={creating} onClose={() => setCreating(false)} />
      <EditShareModal share={editing} onClose={() => setEditing(null)} />
      <ShareQrModal share={qrShare} onClose={() => setQrShare(null)} />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('delete.title')}
        description={
          <>
            <span className="block">{t('delete.confirm')}</span>
            <span className="mt-1 block text-xs">{t('delete.warning')}</span>
          </>
        }
        confirmLabel={t('delete.submit')}
        busyLabel={t('delete.deleting')}
      />
    </div>
  );
}
