import { useTranslation } from 'react-i18next';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { DEFAULT_STORAGE_LIMIT } from '@vaultbox/common/constants.ts';
import { formatBytes } from '@vaultbox/common/format-bytes.ts';
import type { AdminUser } from '@vaultbox/common/schemas/admin.ts';
import { storageBarColour, storagePercent } from '@vaultbox/common/storage-status.ts';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { cn } from '../../../lib/cn.ts';
import { LIST_FRAME, LIST_HEAD, ListCell } from './list-cell.tsx';

export interface UserActions {
  edit: (user: AdminUser) => void;
  resetPassword: (user: AdminUser) => void;
  remove: (user: AdminUser) => void;
}

const GRID = 'xl:grid xl:grid-cols-[minmax(0,1.6fr)_7rem_minmax(0,1fr)_6rem_5.5rem_7.5rem] xl:items-center xl:gap-4';

const BAR = { normal: 'bg-indigo-500', warning: 'bg-amber-500', danger: 'bg-red-500' } as const;

const ACTION =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-40 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white';

const ROLE_TONE = {
  owner: 'bg-violet-500/10 text-violet-700 ring-violet-500/30 dark:text-violet-300',
  admin: 'bg-sky-500/10 text-sky-700 ring-sky-500/30 dark:text-sky-300',
  user: 'bg-slate-500/10 text-slate-600 ring-slate-500/30 dark:text-slate-300',
} as const;

const PILL =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

/**
 * SPEC §2 Manage Users table: User (initial, name, email), Role & Tier, Storage Usage (with a bar), Activity (files,
 * shares), Status, Actions (edit, reset password, delete; no deleting oneself).
 */
export function UserList({ users, actions, selfId }: { users: AdminUser[]; actions: UserActions; selfId: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className={LIST_FRAME}>
      <div
        className={cn(
          GRID,
          'hidden border-b border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900',
        )}
        aria-hidden="true"
      >
        <span className={LIST_HEAD}>{t('users.columns.user')}</span>
        <span className={LIST_HEAD}>{t('users.columns.roleTier')}</span>
        <span className={LIST_HEAD}>{t('users.columns.storage')}</span>
        <span className={LIST_HEAD}>{t('users.columns.activity')}</span>
        <span className={LIST_HEAD}>{t('users.columns.status')}</span>
        <span className={cn(LIST_HEAD, 'text-right')}>{t('users.columns.actions')}</span>
      </div>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800/70" data-testid="user-list">
        {users.map((user) => {
          const name = user.displayName?.trim() || user.username;
          const limit = user.storageLimit > 0 ? user.storageLimit : DEFAULT_STORAGE_LIMIT;
          const percent = storagePercent(user.storageUsed, limit);
          const isSelf = user.id === selfId;
          return (
            <li
              key={user.id}
              data-testid="user-row"
              data-username={user.username}
              className={cn(GRID, 'space-y-3 px-4 py-4 hover:bg-slate-50 xl:space-y-0 dark:hover:bg-slate-800/40')}
            >
              <div className="flex min-w-0 items-center gap-3">
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-500/15 text-sm font-semibold text-indigo-600 uppercase dark:text-indigo-300"
                  aria-hidden="true"
                >
                  {name.charAt(0)}
                </span>
                <div className="min-w-0">
                  <p className="flex items-center gap-2">
                    <span
                      className="truncate text-sm font-medium text-slate-900 dark:text-white"
                      data-testid="user-name"
                    >
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
                  <span className="mb-0.5 block text-xs text-slate-400 xl:hidden dark:text-slate-500">
                    {t('users.columns.roleTier')}
                  </span>
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
                    {t('users.files')}: {user.usage.fileCount}
                  </span>
                  <span className="block text-xs" data-testid="user-shares">
                    {t('users.shares')}: {user.usage.shareCount}
                  </span>
                </ListCell>
                <div>
                  <span className="mb-0.5 block text-xs text-slate-400 xl:hidden dark:text-slate-500">
                    {t('users.columns.status')}
                  </span>
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
              <div
                className="flex items-center gap-1 xl:justify-end"
                role="group"
                aria-label={t('users.actions.menu', { name: user.username })}
              >
                <IconButton label={t('users.actions.edit')} className={ACTION} onClick={() => actions.edit(user)}>
                  <Pencil className="size-4" />
                </IconButton>
                {/* The owner's own password and account are changed in Settings, not here. */}
                {isSelf ? null : (
                  <IconButton
                    label={t('users.actions.resetPassword')}
                    className={ACTION}
                    onClick={() => actions.resetPassword(user)}
                  >
                    <KeyRound className="size-4" />
                  </IconButton>
                )}
                {isSelf ? null : (
                  <IconButton
                    label={t('users.actions.delete')}
                    className={cn(
                      ACTION,
                      'hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-500/10 dark:hover:text-red-400',
                    )}
                    onClick={() => actions.remove(user)}
                  >
                    <Trash2 className="size-4" />
                  </IconButton>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
