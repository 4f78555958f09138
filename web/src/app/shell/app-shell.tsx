import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UploadPanel } from '../../features/upload/components/upload-panel.tsx';
import { UploadProvider } from '../../features/upload/upload-provider.tsx';
import { signOut, useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * The signed-in frame: sidebar and header around the current screen, and the user's upload queue with its progress
 * panel, which outlive any one screen.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  // A new page closes the mobile menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);
  // So does a window grown to the desktop layout, where the sidebar is part of the page, not a dialog over it.
  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 1024px)');
    const close = () => {
      if (desktop.matches) setMenuOpen(false);
    };
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, []);

  if (!user) return null;

  const handleSignOut = async () => {
    setSigningOut(true);
    await signOut();
    queryClient.clear();
    notify.success(t('session.loggedOut'));
    await navigate('/login', { replace: true });
  };

  return (
    <UploadProvider key={user.id} userId={user.id}>
      <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
        <SkipLink target="main-content" />
        <Sidebar
          user={user}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          onSignOut={() => void handleSignOut()}
          signingOut={signingOut}
        />
        <div className="lg:pl-72">
          <Header onOpenMenu={() => setMenuOpen(true)} menuOpen={menuOpen} />
          <main
            id="main-content"
            tabIndex={-1}
            // Room for the system notices (system-notices.tsx): under the header on phones, at the bottom on wide screens.
            className="mx-auto w-full max-w-7xl px-4 pt-[calc(1.5rem+var(--system-notices-height,0px))] pb-6 sm:px-6 lg:px-8 lg:pt-8 lg:pb-[calc(2rem+var(--system-notices-height,0px))] focus:outline-none"
          >
            <Outlet />
          </main>
        </div>
        <UploadPanel />
      </div>
    </UploadProvider>
  );
}
