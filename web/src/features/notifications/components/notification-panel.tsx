import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BellOff, CheckCheck, Settings, X } from 'lucide-react';
import type { Notification } from '@vaultbox/common/schemas/notifications.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { useFocusTrap } from '../../../components/use-focus-trap.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { failedBecause, notify } from '../../../lib/toast.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { notificationKeys } from '../api/notification-keys.ts';
import { appPath } from '../app-link.ts';
import { NotificationItem } from './notification-item.tsx';

/** How many of the latest entries the panel lists. */
const PANEL_SIZE = 20;

/**
 * The latest entries under the bell: a popover on a wide screen, a sheet across the page under the header on a phone.
 * Opening an entry marks it read and goes to its link.
 */
export function NotificationPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const panel = useRef<HTMLDivElement>(null);
  const list = useNotifications(PANEL_SIZE, true);
  const markRead = useMarkRead();
  useFocusTrap(true, panel, onClose, '[data-initial-focus]');

  // The list carries the count too: the bell follows it at once rather than at its next poll.
  const unread = list.data?.unread;
  useEffect(() => {
    if (unread !== undefined) queryClient.setQueryData(notificationKeys.unread, unread);
  }, [unread, queryClient]);

  const open = (entry: Notification) => {
    if (entry.readAt === null) markRead.mutate({ ids: [entry.id] });
    onClose();
    void navigate(appPath(entry.link));
  };
  const markAll = () =>
    markRead.mutate({ all: true }, { onError: (e) => notify.error(failedBecause(t('panel.markFailed'))(e)) });

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-label={t('panel.title')}
      tabIndex={-1}
      data-testid="notification-panel"
      className="fixed inset-x-0 top-16 z-30 flex max-h-[calc(100dvh-4rem)] flex-col border-b border-slate-200 bg-white shadow-xl focus:outline-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:max-h-[min(36rem,calc(100dvh-6rem))] sm:w-96 sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="border-b border-slate-200 px-4 pt-3 pb-2 dark:border-slate-800">
        <div className="flex items-center gap-2">
          <h2 className="flex-1 text-sm font-semibold text-slate-900 dark:text-white">{t('panel.title')}</h2>
          <IconButton
            label={t('panel.close')}
            onClick={onClose}
            data-initial-focus
            className="-mr-1.5 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
          >
            <X className="size-4" />
          </IconButton>
        </div>
        {/* A row of its own: "Mark all as read" is long in some languages and must not squeeze the title. */}
        <div className="mt-1 flex min-h-8 flex-wrap items-center justify-between gap-x-3">
          <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="notification-unread-count">
            {unread ? t('panel.unreadCount', { count: unread }) : null}
          </p>
          <Button
            variant="ghost"
            size="sm"
            className="-mr-2 whitespace-nowrap"
            icon={<CheckCheck className="size-4" />}
            disabled={!unread}
            loading={markRead.isPending && markRead.variables && 'all' in markRead.variables}
            onClick={markAll}
          >
            {t('panel.markAllRead')}
          </Button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-6 text-indigo-500" />
          </div>
        ) : list.isError ? (
          <div className="p-4">
            <LoadErrorAlert query={list} title={t('panel.loadFailed')} retryLabel={t('panel.retry')} />
          </div>
        ) : list.data.notifications.length === 0 ? (
          <EmptyState
            icon={<BellOff className="size-5" />}
            title={t('panel.empty')}
            description={t('panel.emptyHint')}
          />
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {list.data.notifications.map((entry) => (
              <NotificationItem key={entry.id} entry={entry} onOpen={open} />
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-slate-200 px-4 py-2.5 dark:border-slate-800">
        <Link
          to="/settings?tab=notifications"
          onClick={onClose}
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400"
        >
          <Settings className="size-4" aria-hidden="true" />
          {t('panel.settings')}
        </Link>
      </div>
    </div>
  );
}
