import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@vaultbox/common/constants.ts';
import { SHARE_PAGE_LOOK as LOOK } from '@vaultbox/common/share-page-look.ts';
import { LanguagePicker } from '../../../components/language-picker.tsx';
import { Logo } from '../../../components/logo.tsx';

/**
 * The page around a share for a visitor: the brand, the content centred (at the top with `top`: a file's card, where
 * the server draws it before the script), a quiet footer.
 */
export function PublicLayout({ children, top = false }: { children: ReactNode; top?: boolean }) {
  const { t } = useTranslation('sharing');
  return (
    <div className={LOOK.page}>
      <header className={LOOK.bar}>
        <div className={LOOK.barInner}>
          <a href="/" title={t('public.home')}>
            <Logo />
          </a>
          <LanguagePicker />
        </div>
      </header>
      <main className={top ? LOOK.mainTop : LOOK.main}>{children}</main>
      <footer className="py-6 text-center text-xs text-slate-500 dark:text-slate-400">
        {t('public.sharedVia', { product: PRODUCT_NAME })}
      </footer>
    </div>
  );
}
