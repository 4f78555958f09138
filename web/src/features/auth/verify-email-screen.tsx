import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, isAbortError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSession } from '../../lib/session.ts';
import { fetchProfile } from '../../lib/session-api.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { verifyEmail } from './api/verify-email.ts';
import { AuthLayout, StatusView } from './components/auth-layout.tsx';

type VerifyState =
  { status: 'loading' } | { status: 'success'; email: string | null } | { status: 'error'; message: string | null };

/** /verify-email/{token}, for guests and signed-in users: confirms a new e-mail address from its mailed link. */
export function VerifyEmailScreen() {
  const { t } = useTranslation();
  usePageTitle(t('pages.verifyEmail'));
  const { token = '' } = useParams();
  const { isAuthenticated } = useSession();
  const [state, setState] = useState<VerifyState>(() =>
    token.trim() ? { status: 'loading' } : { status: 'error', message: null },
  );

  useEffect(() => {
    if (!token.trim()) return;
    const controller = new AbortController();
    // The next tick: a mount torn down at once (React's development double mount) never spends the token twice.
    const timer = setTimeout(() => {
      verifyEmail(token, controller.signal)
        .then((res) => {
          setState({ status: 'success', email: res.email ?? null });
          // A signed-in user's address changed: the shell and Settings show the new one.
          if (sessionStore.get()) {
            void fetchProfile()
              .then((user) => sessionStore.setUser(user))
              .catch(() => undefined);
          }
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || isAbortError(error)) return;
          const known =
            error instanceof ApiError && (error.fromServer || error.kind === 'network' || error.kind === 'timeout');
          setState({ status: 'error', message: known ? error.message : null });
        });
    }, 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // Not on `t`: a language switching after sign-in must not spend the single-use token again.
  }, [token]);

  const onward = isAuthenticated ? (
    <Link to="/settings" className={buttonClasses('primary', 'lg', 'w-full')}>
      {t('verifyEmail.toSettings')}
    </Link>
  ) : (
    <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
      {t('activation.goToLogin')}
    </Link>
  );

  return (
    <AuthLayout>
      {state.status === 'loading' ? (
        <StatusView icon={<Spinner className="size-7" />} tone="info" title={t('verifyEmail.loading')}>
          <p>{t('verifyEmail.loadingHint')}</p>
        </StatusView>
      ) : null}
      {state.status === 'success' ? (
        <StatusView icon={<CircleCheck className="size-7" />} tone="success" title={t('verifyEmail.successTitle')}>
          <p>{state.email ? t('verifyEmail.successTo', { email: state.email }) : t('verifyEmail.success')}</p>
          {onward}
        </StatusView>
      ) : null}
      {state.status === 'error' ? (
        <StatusView icon={<CircleX className="size-7" />} tone="error" title={t('verifyEmail.failedTitle')}>
          <p>{state.message ?? t('verifyEmail.failed')}</p>
          {onward}
        </StatusView>
      ) : null}
    </AuthLayout>
  );
}
