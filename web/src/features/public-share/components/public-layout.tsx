import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@vaultbox/common/constants.ts';
import { LanguagePicker } from '../../../components/language-picker.tsx';
import { Logo } from '../../../components/logo.tsx';

/** The page around a share for a visitor: the brand, the content centred, a quiet footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('sharing');
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white/70 backdrop-blur dark:border-slate-800 dark:bg-slate-900/60">
        <div className="mx-auto flex h-16 max-w-4xl items-center px-4 lg:px-0 justify-between gap-3">
          <a href="/" title={t('public.home')}>
            <Logo />
          </a>
          <LanguagePicker />
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col items-center justify-center px-4 py-8 sm:px-6">
        {children}
      </main>
      <footer className="py-6 text-center text-xs text-slate-500 dark:text-slate-400">
        {t('public.sharedVia', { product: PRODUCT_NAME })}
      </footer>
    </div>
  );
}
