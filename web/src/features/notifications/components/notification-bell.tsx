import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { bellBadge } from '../bell-badge.ts';
import { NotificationPanel } from './notification-panel.tsx';

/** The header's bell: the unread count (polled), and the latest entries in a panel below it. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { pathname } = useLocation();
  const unread = useUnreadCount().data ?? 0;
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  // A new page closes the panel; so does a click anywhere outside it.
  useEffect(() => close(), [pathname, close]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, close]);

  const badge = bellBadge(unread);
  const label = unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');
  return (
    <div ref={wrapper} className="sm:relative">
      <button
        type="button"
        onClick={() => setOpen((was) => !was)}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="notification-bell"
        className={cn(
          'relative rounded-md p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
          'focus-visible:outline-2 focus-visible:outline-indigo-500',
          open && 'bg-slate-100 dark:bg-slate-800',
        )}
      >
        <Bell className="size-5" aria-hidden="true" />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {open ? <NotificationPanel id={panelId} onClose={close} /> : null}
    </div>
  );
}
