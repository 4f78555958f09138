import { useTranslation } from 'react-i18next';
import { Eye, Power, PowerOff, Trash2 } from 'lucide-react';
import type { InviteCode } from '@vaultbox/common/schemas/invite.ts';
import {
  LIST_ACTION_DANGER,
  ListActions,
  ListCell,
  ListCellLabel,
  ListRow,
  ListTable,
} from '../../../components/list-table.tsx';
import { cn } from '../../../lib/cn.ts';
import type { RowActions } from '../../../lib/row-actions.ts';
import { inviteDisplayStatus, inviteUsage } from '../invite-status.ts';
import { InviteCodeCopy } from './invite-code-copy.tsx';
import { InviteStatusBadge } from './invite-status-badge.tsx';
import { useFormat } from '../../../lib/use-format.ts';

export type InviteActions = RowActions<InviteCode, 'copy' | 'view' | 'toggle' | 'remove'>;

const ROW_ACTION =
  'inline-flex h-8 items-center justify-center gap-1 rounded-lg px-1.5 text-xs font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

const GRID =
  'xl:grid xl:grid-cols-[minmax(10rem,1.3fr)_5rem_4rem_minmax(6.5rem,1fr)_minmax(5rem,1fr)_6rem_14.5rem] xl:items-center xl:gap-3';

const COLUMNS = ['code', 'status', 'usage', 'expires', 'creator', 'created', 'actions'] as const;

/** The invite codes table: Code (description beneath), Status, Usage, Expires, Creator, Created, Actions. */
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
  const { formatDate, formatDateTime } = useFormat();
  const { t } = useTranslation('admin');
  return (
    <ListTable grid={GRID} testId="invite-list" columns={COLUMNS.map((column) => t(`invites.columns.${column}`))}>
      {invites.map((invite) => {
        const active = invite.isActive;
        return (
          <ListRow key={invite.id} grid={GRID} data-testid="invite-row" data-code={invite.code}>
            <div className="min-w-0">
              <InviteCodeCopy
                code={invite.code}
                testId="invite-code"
                className="truncate text-sm text-slate-900 dark:text-white"
                copied={copiedId === invite.id}
                onCopy={() => actions.copy(invite)}
              />
              {invite.description ? (
                <p className="truncate text-xs text-slate-500 dark:text-slate-400" title={invite.description}>
                  {invite.description}
                </p>
              ) : null}
            </div>
            <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-5 xl:contents">
              <div>
                <ListCellLabel>{t('invites.columns.status')}</ListCellLabel>
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
            <ListActions label={t('invites.actions.menu', { code: invite.code })} className="flex-wrap">
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
                className={cn(ROW_ACTION, LIST_ACTION_DANGER)}
                onClick={() => actions.remove(invite)}
              >
                <Trash2 className="size-3.5" />
                {t('invites.actions.delete')}
              </button>
            </ListActions>
          </ListRow>
        );
      })}
    </ListTable>
  );
}
