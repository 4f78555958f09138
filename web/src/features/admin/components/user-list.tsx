import { useTranslation } from 'react-i18next';
import { KeyRound, Pencil, ShieldOff, Trash2 } from 'lucide-react';
import { DEFAULT_STORAGE_LIMIT } from '@vaultbox/common/constants.ts';
import type { AdminUser } from '@vaultbox/common/schemas/admin.ts';
import { storageBarColour, storagePercent } from '@vaultbox/common/storage-status.ts';
import {
  ListActions,
  ListCell,
  ListCellLabel,
  ListIconAction,
  ListRow,
  ListTable,
} from '../../../components/list-table.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { cn } from '../../../lib/cn.ts';
import type { RowActions } from '../../../lib/row-actions.ts';
import { useFormat } from '../../../lib/use-format.ts';

export type UserActions = RowActions<AdminUser, 'edit' | 'resetPassword' | 'clearTwoFactor' | 'remove'>;

const GRID = 'xl:grid xl:grid-cols-[minmax(0,1.6fr)_7rem_minmax(0,1fr)_6rem_5.5rem_10rem] xl:items-center xl:gap-4';

const COLUMNS = ['user', 'roleTier', 'storage', 'activity', 'status', 'actions'] as const;

const BAR = { normal: 'bg-indigo-500', warning: 'bg-amber-500', danger: 'bg-red-500' } as const;

const ROLE_TONE = {
  owner: 'bg-violet-500/10 text-violet-700 ring-violet-500/30 dark:text-violet-300',
  admin: 'bg-sky-500/10 text-sky-700 ring-sky-500/30 dark:text-sky-300',
  user: 'bg-slate-500/10 text-slate-600 ring-slate-500/30 dark:text-slate-300',
} as const;

const PILL =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

/**
 * The Manage Users table: User (picture or initial, name, email), Role & Tier, Storage Usage (with a bar), Activity (files,
 * shares), Status, Actions (edit, reset password, clear two-factor when it is on, delete; none but edit on oneself).
 */
export function UserList({ users, actions, selfId }: { users: AdminUser[]; actions: UserActions; selfId: string }) {
  const { formatBytes, formatNumber } = useFormat();
  const { t } = useTranslation('admin');
  return (
    <ListTable grid={GRID} testId="user-list" columns={COLUMNS.map((column) => t(`users.columns.${column}`))}>
      {users.map((user) => {
        const name = user.displayName?.trim() || user.username;
        const limit = user.storageLimit > 0 ? user.storageLimit : DEFAULT_STORAGE_LIMIT;
        const percent = storagePercent(user.storageUsed, limit);
        const isSelf = user.id === selfId;
        return (
          <ListRow key={user.id} grid={GRID} data-testid="user-row" data-username={user.username}>
            <div className="flex min-w-0 items-center gap-3">
              <UserAvatar user={user} className="size-10 text-sm" />
              <div className="min-w-0">
                <p className="flex items-center gap-2">
                  <span className="truncate text-sm font-medium text-slate-900 dark:text-white" data-testid="user-name">
                    {name}
                  </span>
                  {isSelf ? (
                    <span
                      className={cn(PILL, 'bg-indigo-500/10 text-indigo-600 ring-indigo-500/30 dark:text-indigo-300')}
                    >
                      {t('users.you')}
                    </span>
                  ) : null}
                </p>
                <p className="truncate text-xs text-slate-500 dark:text-slate-400" data-testid="user-email">
                  {user.email}
                </p>
              </div>
            </div>
            <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4 xl:contents">
              <div className="min-w-0">
                <ListCellLabel>{t('users.columns.roleTier')}</ListCellLabel>
                <div className="flex flex-wrap gap-1 xl:flex-col xl:items-start">
                  <span className={cn(PILL, ROLE_TONE[user.role])} data-testid="user-role">
                    {t(`users.roles.${user.role}`)}
                  </span>
                  <span className="text-xs text-slate-500 uppercase dark:text-slate-400" data-testid="user-tier">
                    {t(`users.tiers.${user.tier}`)}
                  </span>
                </div>
              </div>
              <ListCell label={t('users.columns.storage')}>
                <span data-testid="user-storage">
                  {t('users.storageOf', { used: formatBytes(user.storageUsed), limit: formatBytes(limit) })}
                </span>
                <ProgressBar
                  value={Math.min(100, percent)}
                  label={t('users.columns.storage')}
                  className="mt-1.5 h-1.5"
                  barClassName={BAR[storageBarColour(percent)]}
                />
              </ListCell>
              <ListCell label={t('users.columns.activity')}>
                <span className="block text-xs" data-testid="user-files">
                  {t('users.files')}: {formatNumber(user.usage.fileCount)}
                </span>
                <span className="block text-xs" data-testid="user-shares">
                  {t('users.shares')}: {formatNumber(user.usage.shareCount)}
                </span>
              </ListCell>
              <div>
                <ListCellLabel>{t('users.columns.status')}</ListCellLabel>
                <span
                  className={cn(
                    PILL,
                    user.isActive
                      ? 'bg-emerald-500/10 text-emerald-700 ring-emerald-500/30 dark:text-emerald-300'
                      : 'bg-red-500/10 text-red-700 ring-red-500/30 dark:text-red-300',
                  )}
                  data-testid="user-status"
                >
                  {user.isActive ? t('users.active') : t('users.inactive')}
                </span>
              </div>
            </div>
            <ListActions label={t('users.actions.menu', { name: user.username })}>
              <ListIconAction label={t('users.actions.edit')} icon={Pencil} onClick={() => actions.edit(user)} />
              {/* The owner's own password and account are changed in Settings, not here. */}
              {isSelf ? null : (
                <>
                  <ListIconAction
                    label={t('users.actions.resetPassword')}
                    icon={KeyRound}
                    onClick={() => actions.resetPassword(user)}
                  />
                  {user.twoFactorEnabled ? (
                    <ListIconAction
                      label={t('users.actions.clearTwoFactor')}
                      icon={ShieldOff}
                      onClick={() => actions.clearTwoFactor(user)}
                    />
                  ) : null}
                  <ListIconAction
                    label={t('users.actions.delete')}
                    icon={Trash2}
                    onClick={() => actions.remove(user)}
                    danger
                  />
                </>
              )}
            </ListActions>
          </ListRow>
        );
      })}
    </ListTable>
  );
}
