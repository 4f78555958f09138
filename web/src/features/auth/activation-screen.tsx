import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { activateAccount } from './api/activate-account.ts';
import { TokenScreen } from './components/token-screen.tsx';

/** Runs once on opening (cancelled if the page is left): loading, then success or error. */
export function ActivationScreen() {
  const { t } = useTranslation();
  usePageTitle(t('pages.activation'));
  return (
    <TokenScreen
      call={activateAccount}
      textGroup="activation"
      missingTokenText={t('validation.invalidActivationLink')}
      success={(res) => (
        <>
          <p>{res.alreadyActivated === true ? t('activation.alreadyActivated') : t('activation.success')}</p>
          <ButtonLink to="/login" size="lg" fullWidth>
            {t('activation.goToLogin')}
          </ButtonLink>
        </>
      )}
      failedActions={
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/register" className="flex-1">
            {t('activation.registerAgain')}
          </ButtonLink>
          <ButtonLink to="/login" variant="secondary" className="flex-1">
            {t('activation.backToLogin')}
          </ButtonLink>
        </div>
      }
    />
  );
}
