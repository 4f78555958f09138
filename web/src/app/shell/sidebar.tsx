import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogOut, X } from 'lucide-react';
import type { User } from '@vaultbox/common/schemas/user.ts';
import { Logo } from '../../components/logo.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { useFocusTrap } from '../../components/use-focus-trap.ts';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { cn } from '../../lib/cn.ts';
import { displayNameOf } from '../../lib/session.ts';
import { navItemsFor } from './nav-items.ts';
import { StorageBar } from './storage-bar.tsx';

interface SidebarProps {
  user: User;
  open: boolean;
  onClose: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}

/**
 * The sidebar (docs/product.md, Layout): role-dependent entries, storage bar, name and tier, sign-out; off-canvas under
 * 1024 px.
 */
export function Sidebar({ user, open, onClose, onSignOut, signingOut }: SidebarProps) {
  const { t } = useTranslation();
  const name = displayNameOf(user);
  const panel = useRef<HTMLElement>(null);
  // Opened on a phone it is a dialog over the page: the focus goes in and stays, Escape closes it.
  useFocusTrap(open, panel, onClose, '[data-close]');
  return (
    <>
      <div
        className={cn(
          'fixed inset-0 z-30 bg-slate-950/60 backdrop-blur-sm transition-opacity lg:hidden',
          open ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
        onClick={onClose}
        aria-hidden="true"
      />
      <aside
        ref={panel}
        id="app-sidebar"
        data-open={open}
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-label': t('nav.mainNavigation') } : {})}
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-72 flex-col border-r border-slate-200 bg-white duration-200',
          'dark:border-slate-800 dark:bg-slate-950 lg:translate-x-0',
          // Visible at once when opening (so the focus can go in), hidden only after sliding out when closing.
          open
            ? 'visible translate-x-0 transition-transform'
            : 'max-lg:invisible -translate-x-full transition-[transform,visibility]',
        )}
      >
        <div className="flex h-16 items-center justify-between px-5">
          <Link
            to="/dashboard"
            // Named by the brand it shows (voice control says what it sees); the title tells where it goes.
            title={t('nav.home')}
            onClick={onClose}
            className="rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-500"
          >
            <Logo />
          </Link>
          <button
            type="button"
            data-close
            onClick={onClose}
            aria-label={t('nav.closeMenu')}
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800 lg:hidden"
          >
            <X className="size-5" />
          </button>
        </div>

        <nav aria-label={t('nav.mainNavigation')} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {navItemsFor(user.role).map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  onClick={onClose}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300'
                        : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-900 dark:hover:text-slate-100',
                    )
                  }
                >
                  <Icon className="size-[18px]" />
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-3 border-t border-slate-200 p-4 dark:border-slate-800">
          <StorageBar used={user.storageUsed} limit={user.storageLimit} />
          <div className="flex items-center gap-3">
            <UserAvatar user={user} className="size-9 text-sm" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100" data-testid="sidebar-name">
                {name}
              </p>
              <p
                className="text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400"
                data-testid="sidebar-tier"
              >
                {t(`tiers.${user.tier}`)}
              </p>
            </div>
            <IconButton
              label={t('nav.signOut')}
              onClick={onSignOut}
              disabled={signingOut}
              className="rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-red-500/10 dark:hover:text-red-400"
            >
              <LogOut className="size-[18px]" />
            </IconButton>
          </div>
        </div>
      </aside>
    </>
  );
}
