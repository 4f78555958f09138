import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlus, Users } from 'lucide-react';
import type { AdminUser } from '@vaultbox/common/schemas/admin.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyList } from '../../components/empty-list.tsx';
import { Pager } from '../../components/pager.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDeleteDialog } from '../../components/use-delete-dialog.ts';
import { isListFiltered } from '../../lib/list-request-params.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { useSearchInput } from '../../lib/use-search-input.ts';
import { useClearUserTwoFactor } from './api/clear-user-two-factor.ts';
import { useDeleteUser } from './api/delete-user.ts';
import { useUsers } from './api/get-users.ts';
import { useResetUserPassword } from './api/reset-user-password.ts';
import { canManageUsers } from './admin-access.ts';
import { adminErrorText } from './admin-error.ts';
import { initialUsersQuery, pageAfterDelete, toAdminUsersQuery, usersQueryReducer } from './admin-query.ts';
import { AccessDenied } from './components/access-denied.tsx';
import { AdminPageHeader } from './components/admin-page-header.tsx';
import { AdminStatsCards } from './components/admin-stats-cards.tsx';
import { AppUrlWarning } from '../../components/app-url-warning.tsx';
import { DeleteUserModal } from './components/delete-user-modal.tsx';
import { FlashBanners } from './components/flash-banners.tsx';
import { MaintenanceSwitch } from './components/maintenance-switch.tsx';
import { NewPasswordBanner } from './components/new-password-banner.tsx';
import { UserFilters } from './components/user-filters.tsx';
import { UserFormModal } from './components/user-form-modal.tsx';
import { UserList, type UserActions } from './components/user-list.tsx';
import { useCopied } from './use-copied.ts';
import { useFlash } from './use-flash.ts';

/** Manage Users: the owner's; the route sends others away and the screen says why if one gets here. */
export function ManageUsersScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle(t('pages.manageUsers'));
  if (!user || !canManageUsers(user.role)) return <AccessDenied description={t('app.ownersOnly')} />;
  return <ManageUsers selfId={user.id} />;
}

type FormMode = { kind: 'create' } | { kind: 'edit'; user: AdminUser } | null;

function ManageUsers({ selfId }: { selfId: string }) {
  const { t } = useTranslation('admin');
  const [query, dispatch] = useReducer(usersQueryReducer, initialUsersQuery);
  const [formMode, setFormMode] = useState<FormMode>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [clearing, setClearing] = useState<AdminUser | null>(null);
  const [generated, setGenerated] = useState<{ username: string; password: string } | null>(null);
  const flash = useFlash();
  const { copied, copy } = useCopied();

  const list = useUsers(toAdminUsersQuery(query));
  const reset = useResetUserPassword();
  const clearTwoFactor = useClearUserTwoFactor();
  const remove = useDeleteUser();
  const deletion = useDeleteDialog<AdminUser>(remove, {
    onDeleted: () => {
      flash.showSuccess(t('users.messages.deleted'));
      dispatch({ type: 'page', page: pageAfterDelete(query.page, list.data?.users.length ?? 0) });
    },
    onFailed: (error) => flash.showError(adminErrorText(error, t('users.messages.deleteFailed'))),
  });
  const search = useSearchInput((value) => dispatch({ type: 'search', search: value }));

  const actions: UserActions = {
    edit: (user) => setFormMode({ kind: 'edit', user }),
    resetPassword: setResetting,
    clearTwoFactor: setClearing,
    remove: deletion.ask,
  };

  const confirmReset = () => {
    if (!resetting) return;
    const target = resetting;
    reset.mutate(target.id, {
      onSuccess: (password) => {
        setGenerated({ username: target.username, password });
        flash.showSuccess(t('users.messages.passwordReset'));
        setResetting(null);
      },
      onError: (error) => {
        flash.showError(adminErrorText(error, t('users.messages.resetFailed')));
        setResetting(null);
      },
    });
  };

  const confirmClearTwoFactor = () => {
    if (!clearing) return;
    clearTwoFactor.mutate(clearing.id, {
      onSuccess: () => flash.showSuccess(t('users.messages.twoFactorCleared')),
      onError: (error) => flash.showError(adminErrorText(error, t('users.messages.clearTwoFactorFailed'))),
      onSettled: () => setClearing(null),
    });
  };

  const copyPassword = () => {
    if (!generated) return;
    // The button's own "Copied!" says it worked; only a failure needs words.
    void copy('password', generated.password).then((ok) => {
      if (!ok) notify.admin('error', t('common.copyFailed'));
    });
  };

  const clearFilters = () => {
    search.clear();
    dispatch({ type: 'clear' });
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        subtitle={t('users.subtitle')}
        action={
          <Button icon={<UserPlus className="size-4" />} onClick={() => setFormMode({ kind: 'create' })}>
            {t('users.add')}
          </Button>
        }
      />
      <AppUrlWarning />
      <FlashBanners flash={flash} />
      {generated ? (
        <NewPasswordBanner
          username={generated.username}
          password={generated.password}
          copied={copied === 'password'}
          onCopy={copyPassword}
          onDismiss={() => setGenerated(null)}
        />
      ) : null}

      <AdminStatsCards />
      <MaintenanceSwitch />

      <UserFilters
        search={search.input}
        onSearchChange={search.change}
        role={query.role}
        onRoleChange={(role) => dispatch({ type: 'role', role })}
        tier={query.tier}
        onTierChange={(tier) => dispatch({ type: 'tier', tier })}
      />

      <QueryContent query={list} errorTitle={t('users.messages.loadFailed')} retryLabel={t('common.retry')}>
        {({ users }) =>
          users.length === 0 ? (
            <EmptyList
              filtered={isListFiltered(query)}
              noMatches={{
                title: t('users.empty'),
                hint: t('users.emptyHint'),
                clearLabel: t('users.clearFilters'),
                onClear: clearFilters,
              }}
              empty={{ icon: <Users className="size-6" />, title: t('users.empty'), description: t('users.emptyHint') }}
            />
          ) : (
            <UserList users={users} actions={actions} selfId={selfId} />
          )
        }
      </QueryContent>

      <Pager
        page={query.page}
        totalPages={list.data?.pagination.pages ?? 0}
        onChange={(page) => dispatch({ type: 'page', page })}
      />

      <UserFormModal
        mode={formMode}
        onClose={() => setFormMode(null)}
        onSaved={(message) => {
          setFormMode(null);
          flash.showSuccess(message);
        }}
      />
      <ConfirmDialog
        open={resetting !== null}
        title={t('users.reset.title')}
        description={resetting ? t('users.reset.confirm', { name: resetting.username }) : undefined}
        confirmLabel={t('users.reset.submit')}
        busyLabel={t('users.reset.resetting')}
        busy={reset.isPending}
        tone="primary"
        onConfirm={confirmReset}
        onCancel={() => setResetting(null)}
      />
      <ConfirmDialog
        open={clearing !== null}
        title={t('users.clearTwoFactor.title')}
        description={clearing ? t('users.clearTwoFactor.confirm', { name: clearing.username }) : undefined}
        confirmLabel={t('users.clearTwoFactor.submit')}
        busyLabel={t('users.clearTwoFactor.clearing')}
        busy={clearTwoFactor.isPending}
        onConfirm={confirmClearTwoFactor}
        onCancel={() => setClearing(null)}
      />
      <DeleteUserModal
        user={deletion.target}
        busy={deletion.dialog.busy}
        onConfirm={deletion.dialog.onConfirm}
        onCancel={deletion.dialog.onCancel}
      />
    </div>
  );
}
