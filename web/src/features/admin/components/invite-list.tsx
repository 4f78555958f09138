import { useTranslation } from 'react-i18next';
import { Eye, Power, PowerOff, Trash2 } from 'lucide-react';
import type { InviteCode } from '@vaultbox/common/schemas/invite.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { inviteDisplayStatus, inviteUsage } from '../invite-status.ts';
import { CopyButton } from './copy-button.tsx';
import { InviteStatusBadge } from './invite-status-badge.tsx';
import { LIST_FRAME, LIST_HEAD, ListCell, ROW_ACTION, ROW_ACTION_DANGER } from './list-cell.tsx';

export interface InviteActions {
  copy: (invite: InviteCode) => void;
  view: (invite: InviteCode) => void;
  toggle: (invite: InviteCode) => void;
  remove: (invite: InviteCode) => void;
}

const GRID =
  'xl:grid xl:grid-cols-[minmax(10rem,1.3fr)_5rem_4rem_minmax(6.5rem,1fr)_minmax(5rem,1fr)_6rem_14.5rem] xl:items-center xl:gap-3';

/** SPEC §2 Invite Codes table: Code (description beneath), Status, Usage, Expires, Creator, Created, Actions. */
export function InviteList({
  invites,
  actions,
  copiedId,
  busyId,
}: {
  invites: InviteCode[];
  actions: InviteActions;
  copiedId: string | null;
  busyId: string | null;
}) {
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
        <span className={LIST_HEAD}>{t('invites.columns.code')}</span>
        <span className={LIST_HEAD}>{t('invites.columns.status')}</span>
        <span className={LIST_HEAD}>{t('invites.columns.usage')}</span>
        <span className={LIST_HEAD}>{t('invites.columns.expires')}</span>
        <span className={LIST_HEAD}>{t('invites.columns.creator')}</span>
        <span className={LIST_HEAD}>{t('invites.columns.created')}</span>
        <span className={cn(LIST_HEAD, 'text-right')}>{t('invites.columns.actions')}</span>
      </div>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800/70" data-testid="invite-list">
        {invites.map((invite) => {
          const active = invite.isActive;
          return (
            <li
              key={invite.id}
              data-testid="invite-row"
              data-code={invite.code}
              className={cn(GRID, 'space-y-3 px-4 py-4 hover:bg-slate-50 xl:space-y-0 dark:hover:bg-slate-800/40')}
            >
              <div className="min-w-0">
                <div className="flex min-w-0 items-center gap-1">
                  <code
                    className="truncate font-mono text-sm font-semibold text-slate-900 dark:text-white"
                    data-testid="invite-code"
                  >
                    {invite.code}
                  </code>
                  <CopyButton
                    label={t('invites.actions.copy')}
                    copied={copiedId === invite.id}
                    onCopy={() => actions.copy(invite)}
                  />
                </div>
                {invite.description ? (
                  <p className="truncate text-xs text-slate-500 dark:text-slate-400" title={invite.description}>
                    {invite.description}
                  </p>
                ) : null}
              </div>
              <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-5 xl:contents">
                <div>
                  <span className="mb-0.5 block text-xs text-slate-400 xl:hidden dark:text-slate-500">
                    {t('invites.columns.status')}
                  </span>
                  <InviteStatusBadge status={inviteDisplayStatus(invite, 'list')} />
                </div>
                <ListCell label={t('invites.columns.usage')} testId="invite-usage">
                  {inviteUsage(invite)}
                </ListCell>
                <ListCell label={t('invites.columns.expires')} testId="invite-expires" wrap>
                  {invite.expiresAt ? formatDateTime(invite.expiresAt) : t('invites.never')}
                </ListCell>
                <ListCell label={t('invites.columns.creator')} title={invite.creator?.email} wrap>
                  {invite.creator?.username ?? t('invites.unknown')}
                </ListCell>
                <ListCell label={t('invites.columns.created')} title={formatDateTime(invite.createdAt)}>
                  {formatDate(invite.createdAt)}
                </ListCell>
              </div>
              <div
                className="flex flex-wrap items-center gap-1 xl:justify-end"
                role="group"
                aria-label={t('invites.actions.menu', { code: invite.code })}
              >
                <button type="button" className={ROW_ACTION} onClick={() => actions.view(invite)}>
                  <Eye className="size-3.5" />
                  {t('invites.actions.view')}
                </button>
                <button
                  type="button"
                  className={ROW_ACTION}
                  onClick={() => actions.toggle(invite)}
                  disabled={busyId === invite.id}
                >
                  {active ? <PowerOff className="size-3.5" /> : <Power className="size-3.5" />}
                  {active ? t('invites.actions.deactivate') : t('invites.actions.activate')}
                </button>
                <button
                  type="button"
                  className={cn(ROW_ACTION, ROW_ACTION_DANGER)}
                  onClick={() => actions.remove(invite)}
                >
                  <Trash2 className="size-3.5" />
                  {t('invites.actions.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
