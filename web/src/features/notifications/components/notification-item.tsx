import { useTranslation } from 'react-i18next';
import type { Notification } from '@vaultbox/common/schemas/notifications.ts';
import { cn } from '../../../lib/cn.ts';
import { notificationText } from '../notification-sentence.ts';
import { relativeTime } from '../relative-time.ts';

/** One entry of the panel: its sentence, when, and a dot while unread. */
export function NotificationItem({ entry, onOpen }: { entry: Notification; onOpen: (entry: Notification) => void }) {
  const { t, i18n } = useTranslation('notifications');
  const unread = entry.readAt === null;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(entry)}
        data-testid="notification-entry"
        data-unread={unread}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 dark:hover:bg-slate-800/60',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500',
          unread && 'bg-indigo-50/60 dark:bg-indigo-500/10',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-indigo-500' : 'bg-transparent')}
        />
        <span className="min-w-0 flex-1">
          <span
            className={cn(
              'block text-sm break-words',
              unread ? 'font-medium text-slate-900 dark:text-white' : 'text-slate-700 dark:text-slate-300',
            )}
          >
            {notificationText(entry, t, i18n.language)}
          </span>
          <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">
            {unread ? <span className="sr-only">{t('panel.unread')}, </span> : null}
            <time dateTime={entry.updatedAt}>{relativeTime(entry.updatedAt, i18n.language)}</time>
          </span>
        </span>
      </button>
    </li>
  );
}
