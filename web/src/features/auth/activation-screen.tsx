import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { activateAccount } from './api/activate-account.ts';
import { TokenScreen } from './components/token-screen.tsx';

/** SPEC §4: runs once on opening (cancelled if the page is left): loading, then success or error. */
export function ActivationScreen() {
  const { t } = useTranslation();
  usePageTitle(t('pages.activation'));
  return (
    <TokenScreen
      call={activateAccount}
      missingTokenText={t('validation.invalidActivationLink')}
      loadingTitle={t('activation.loading')}
      loadingHint={t('activation.loadingHint')}
      successTitle={t('activation.successTitle')}
      success={(res) => (
        <>
          <p>{res.alreadyActivated === true ? t('activation.alreadyActivated') : t('activation.success')}</p>
          <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('activation.goToLogin')}
          </Link>
        </>
      )}
      failedTitle={t('activation.failedTitle')}
      failedText={t('activation.failed')}
      failedActions={
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/register" className={buttonClasses('primary', 'md', 'flex-1')}>
            {t('activation.registerAgain')}
          </Link>
          <Link to="/login" className={buttonClasses('secondary', 'md', 'flex-1')}>
            {t('activation.backToLogin')}
          </Link>
        </div>
      }
    />
  );
}
