import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import { ThemeSwitcher } from '../../components/theme-switcher.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { headerTitleKey, titleFromSegment } from './nav-items.ts';

export function Header({ onOpenMenu, menuOpen }: { onOpenMenu: () => void; menuOpen: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = headerTitleKey(pathname);
  const title = key ? t(key) : titleFromSegment(pathname);
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/80 px-4 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-950/80">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label={t('nav.openMenu')}
        aria-controls="app-sidebar"
        aria-expanded={menuOpen}
        className="-ml-1 rounded-md p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 lg:hidden"
      >
        <Menu className="size-5" />
      </button>
      <h1 className="flex-1 truncate text-lg font-semibold text-slate-900 dark:text-white" data-testid="header-title">
        {title}
      </h1>
      <NotificationBell />
      <ThemeSwitcher />
    </header>
  );
}
