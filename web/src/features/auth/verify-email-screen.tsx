import { useTranslation } from 'react-i18next';
import type { ActivateResponse } from '@vaultbox/common/schemas/auth.ts';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSession } from '../../lib/session.ts';
import { fetchProfile } from '../../lib/session-api.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { verifyEmail } from './api/verify-email.ts';
import { TokenScreen } from './components/token-screen.tsx';

async function verifyAndRefresh(token: string, signal: AbortSignal): Promise<ActivateResponse> {
  const res = await verifyEmail(token, signal);
  // A signed-in user's address changed: the shell and Settings show the new one.
  if (sessionStore.get()) {
    void fetchProfile()
      .then((user) => sessionStore.setUser(user))
      .catch(() => undefined);
  }
  return res;
}

/** /verify-email/{token}, for guests and signed-in users: confirms a new e-mail address from its mailed link. */
export function VerifyEmailScreen() {
  const { t } = useTranslation();
  usePageTitle(t('pages.verifyEmail'));
  const { isAuthenticated } = useSession();

  const onward = isAuthenticated ? (
    <ButtonLink to="/settings" size="lg" fullWidth>
      {t('verifyEmail.toSettings')}
    </ButtonLink>
  ) : (
    <ButtonLink to="/login" size="lg" fullWidth>
      {t('activation.goToLogin')}
    </ButtonLink>
  );

  return (
    <TokenScreen
      call={verifyAndRefresh}
      textGroup="verifyEmail"
      success={(res) => (
        <>
          <p>{res.email ? t('verifyEmail.successTo', { email: res.email }) : t('verifyEmail.success')}</p>
          {onward}
        </>
      )}
      failedActions={onward}
    />
  );
}
