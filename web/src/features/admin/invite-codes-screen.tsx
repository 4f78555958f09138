import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Ticket } from 'lucide-react';
import type { InviteCode } from '@vaultbox/common/schemas/invite.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Pager } from '../../components/pager.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { useDeleteDialog } from '../../components/use-delete-dialog.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSession } from '../../lib/session.ts';
import { useDeleteInvite } from './api/delete-invite.ts';
import { useInvites } from './api/get-invites.ts';
import { useSetInviteActive } from './api/set-invite-active.ts';
import { canManageInvites } from './admin-access.ts';
import { adminErrorText } from './admin-error.ts';
import {
  INVITE_STATUS_FILTERS,
  initialInvitesQuery,
  invitesQueryReducer,
  pageAfterDelete,
  shownRange,
  toInviteListQuery,
} from './admin-query.ts';
import { AccessDenied } from './components/access-denied.tsx';
import { AdminPageHeader } from './components/admin-page-header.tsx';
import { AppUrlWarning } from '../../components/app-url-warning.tsx';
import { CreateInviteModal } from './components/create-invite-modal.tsx';
import { FlashBanners } from './components/flash-banners.tsx';
import { InviteDetailsModal } from './components/invite-details-modal.tsx';
import { InviteList, type InviteActions } from './components/invite-list.tsx';
import { useCopied } from './use-copied.ts';
import { useFlash } from './use-flash.ts';

/** Invite Codes: open to every signed-in user, usable by admin and owner; the others see 'Access Denied'. */
export function InviteCodesScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle(t('pages.inviteCodes'));
  if (!canManageInvites(user?.role)) return <AccessDenied description={t('app.noPermission')} />;
  return <InviteCodes />;
}

function InviteCodes() {
  const { t } = useTranslation('admin');
  const [query, dispatch] = useReducer(invitesQueryReducer, initialInvitesQuery);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const flash = useFlash();
  const { copied, copy } = useCopied();

  const list = useInvites(toInviteListQuery(query));
  const toggle = useSetInviteActive();
  const remove = useDeleteInvite();
  const deletion = useDeleteDialog<InviteCode>(remove, {
    onDeleted: () => {
      flash.showSuccess(t('invites.messages.deleted'));
      dispatch({ type: 'page', page: pageAfterDelete(query.page, list.data?.inviteCodes.length ?? 0) });
    },
    onFailed: (error) => flash.showError(adminErrorText(error, t('invites.messages.deleteFailed'))),
  });

  const copyCode = (key: string, code: string) => {
    void copy(key, code).then((ok) => {
      if (!ok) flash.showError(t('common.copyFailed'));
    });
  };

  const actions: InviteActions = {
    copy: (invite) => copyCode(invite.id, invite.code),
    view: (invite) => setViewing(invite.id),
    toggle: (invite) => {
      const active = !invite.isActive;
      toggle.mutate(
        { id: invite.id, active },
        {
          onSuccess: () => flash.showSuccess(t(active ? 'invites.messages.activated' : 'invites.messages.deactivated')),
          onError: (error) =>
            flash.showError(
              adminErrorText(
                error,
                t(active ? 'invites.messages.activateFailed' : 'invites.messages.deactivateFailed'),
              ),
            ),
        },
      );
    },
    remove: deletion.ask,
  };

  const pagination = list.data?.pagination;
  const range = pagination ? shownRange(pagination.page, pagination.limit, pagination.total) : null;
  const createButton = (
    <Button icon={<Plus className="size-4" />} onClick={() => setCreating(true)}>
      {t('invites.create')}
    </Button>
  );

  return (
    <div className="space-y-6">
      <AdminPageHeader subtitle={t('invites.subtitle')} action={createButton} />
      <AppUrlWarning />
      <FlashBanners flash={flash} />

      <div className="flex items-center justify-end gap-3">
        <SelectField
          hideLabel
          label={t('invites.filter.label')}
          value={query.status}
          options={INVITE_STATUS_FILTERS.map((value) => ({ value, label: t(`invites.filter.${value}`) }))}
          onChange={(status) => dispatch({ type: 'status', status })}
          className="w-full sm:w-48"
        />
      </div>

      <QueryContent query={list} errorTitle={t('invites.messages.loadFailed')} retryLabel={t('common.retry')}>
        {({ inviteCodes }) =>
          inviteCodes.length === 0 ? (
            <Card>
              <EmptyState
                icon={<Ticket className="size-6" />}
                title={t('invites.empty')}
                description={query.status === 'all' ? t('invites.emptyHint') : undefined}
                action={query.status === 'all' ? createButton : undefined}
              />
            </Card>
          ) : (
            <InviteList
              invites={inviteCodes}
              actions={actions}
              copiedId={copied}
              busyId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
            />
          )
        }
      </QueryContent>

      {pagination && pagination.pages > 1 && range ? (
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
          <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="invite-range">
            {t('invites.showing', { from: range.from, to: range.to, total: pagination.total })}
          </p>
          <Pager
            page={query.page}
            totalPages={pagination.pages}
            onChange={(page) => dispatch({ type: 'page', page })}
          />
        </div>
      ) : null}

      <CreateInviteModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          flash.showSuccess(t('invites.messages.created'));
        }}
      />
      <InviteDetailsModal
        inviteId={viewing}
        onClose={() => setViewing(null)}
        copied={viewing !== null && copied === `details-${viewing}`}
        onCopy={(code) => copyCode(`details-${viewing ?? ''}`, code)}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('invites.delete.title')}
        description={t('invites.delete.confirm')}
        confirmLabel={t('invites.delete.submit')}
        busyLabel={t('invites.delete.deleting')}
      />
    </div>
  );
}
