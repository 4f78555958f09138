import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Inbox, Plus } from 'lucide-react';
import type { FileRequest } from '@vaultbox/common/schemas/file-requests.ts';
import { ListScreenTop } from '../../components/list-screen-top.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Pager } from '../../components/pager.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { notify } from '../../lib/toast.ts';
import { useDeleteFileRequest, useFileRequests, useUpdateFileRequest } from './api/file-requests-api.ts';
import { RequestFormModal } from './components/request-form-modal.tsx';
import { RequestLinkModal } from './components/request-link-modal.tsx';
import { RequestRow } from './components/request-row.tsx';
import { RequestUploadsModal } from './components/request-uploads-modal.tsx';

/**
 * File requests (docs/product.md, File requests): the owner's upload links, each with its QR code, its uploads (who
 * sent what, what is new) and its album. `?open={id}` (a notification's link) opens that request's uploads.
 */
export function FileRequestsScreen() {
  const { t } = useTranslation('file-requests');
  const { t: tApp } = useTranslation();
  usePageTitle(tApp('pages.fileRequests'));
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<FileRequest | null>(null);
  const [link, setLink] = useState<{ request: FileRequest; fresh: boolean } | null>(null);
  const [viewing, setViewing] = useState<FileRequest | null>(null);
  const [deleting, setDeleting] = useState<FileRequest | null>(null);
  const list = useFileRequests(page);
  const update = useUpdateFileRequest();
  const remove = useDeleteFileRequest();

  const openId = params.get('open');
  const opened = openId ? (list.data?.requests.find((r) => r.id === openId) ?? null) : null;
  const shownUploads = viewing ?? opened;
  const closeUploads = () => {
    setViewing(null);
    if (openId) setParams({}, { replace: true });
  };

  const toggle = (request: FileRequest) =>
    update.mutate(
      { id: request.id, changes: { isActive: !request.isActive } },
      {
        onSuccess: (saved) => notify.success(saved.isActive ? t('actions.turnedOn') : t('actions.turnedOff')),
        onError: (err) => notify.error(errorMessage(err, t('actions.toggleFailed'))),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(t('delete.done')),
      onError: (err) => notify.error(errorMessage(err, t('delete.failed'))),
      onSettled: () => setDeleting(null),
    });
  };

  const newButton = (
    <Button icon={<Plus className="size-4" />} onClick={() => setCreating(true)}>
      {t('new')}
    </Button>
  );
  return (
    <div className="space-y-6">
      <ListScreenTop
        subtitle={t('subtitle')}
        summary={list.data ? t('summary', { count: list.data.total }) : null}
        action={newButton}
      />

      <QueryContent query={list} errorTitle={t('loadFailed')} retryLabel={t('retry')}>
        {({ requests }) =>
          requests.length === 0 ? (
            <EmptyState
              icon={<Inbox className="size-6" />}
              title={t('empty')}
              description={t('emptyHint')}
              action={newButton}
            />
          ) : (
            <ul className="space-y-3" data-testid="file-request-list">
              {requests.map((request) => (
                <RequestRow
                  key={request.id}
                  request={request}
                  actions={{
                    edit: setEditing,
                    showLink: (r) => setLink({ request: r, fresh: false }),
                    showUploads: setViewing,
                    toggle,
                    remove: setDeleting,
                  }}
                />
              ))}
            </ul>
          )
        }
      </QueryContent>

      <Pager page={page} totalPages={list.data?.totalPages ?? 0} onChange={setPage} />

      <RequestFormModal
        open={creating || editing !== null}
        request={editing ?? undefined}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
        onSaved={(saved, created) => {
          if (created) setLink({ request: saved, fresh: true });
        }}
      />
      <RequestLinkModal request={link?.request ?? null} fresh={link?.fresh ?? false} onClose={() => setLink(null)} />
      <RequestUploadsModal request={shownUploads} onClose={closeUploads} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        description={t('delete.message')}
        confirmLabel={t('delete.confirm')}
        busyLabel={t('delete.busy')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
