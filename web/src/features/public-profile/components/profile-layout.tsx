import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@vaultbox/common/constants.ts';
import { LanguagePicker } from '../../../components/language-picker.tsx';
import { Logo } from '../../../components/logo.tsx';

/** The page around a public profile for a visitor: the brand, the content, a quiet footer. */
export function ProfileLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white/70 backdrop-blur dark:border-slate-800 dark:bg-slate-900/60">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4 sm:px-6 justify-between gap-3">
          <a href="/" title={t('home')}>
            <Logo />
          </a>
          <LanguagePicker />
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">{children}</main>
      <footer className="py-6 text-center text-xs text-slate-500 dark:text-slate-400">
        {t('footer', { product: PRODUCT_NAME })}
      </footer>
    </div>
  );
}
