import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, isAbortError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { activateAccount } from './api/activate-account.ts';
import { AuthLayout, StatusView } from './components/auth-layout.tsx';

type ActivationState =
  | { status: 'loading' }
  | { status: 'success'; alreadyActivated: boolean }
  | { status: 'error'; message: string | null };

/** SPEC §4: runs once on opening (cancelled if the page is left): loading, then success or error. */
export function ActivationScreen() {
  const { t } = useTranslation();
  usePageTitle(t('pages.activation'));
  const { token = '' } = useParams();
  const [state, setState] = useState<ActivationState>(() =>
    token.trim() ? { status: 'loading' } : { status: 'error', message: t('validation.invalidActivationLink') },
  );

  useEffect(() => {
    if (!token.trim()) return;
    const controller = new AbortController();
    // Started on the next tick so that a mount that is torn down at once (React's development double mount)
    // never sends the single-use token twice.
    const timer = setTimeout(() => {
      activateAccount(token, controller.signal)
        .then((res) => setState({ status: 'success', alreadyActivated: res.alreadyActivated === true }))
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
  }, [token]);

  return (
    <AuthLayout>
      {state.status === 'loading' ? (
        <StatusView icon={<Spinner className="size-7" />} tone="info" title={t('activation.loading')}>
          <p>{t('activation.loadingHint')}</p>
        </StatusView>
      ) : null}
      {state.status === 'success' ? (
        <StatusView icon={<CircleCheck className="size-7" />} tone="success" title={t('activation.successTitle')}>
          <p>{state.alreadyActivated ? t('activation.alreadyActivated') : t('activation.success')}</p>
          <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('activation.goToLogin')}
          </Link>
        </StatusView>
      ) : null}
      {state.status === 'error' ? (
        <StatusView icon={<CircleX className="size-7" />} tone="error" title={t('activation.failedTitle')}>
          <p>{state.message ?? t('activation.failed')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/register" className={buttonClasses('primary', 'md', 'flex-1')}>
              {t('activation.registerAgain')}
            </Link>
            <Link to="/login" className={buttonClasses('secondary', 'md', 'flex-1')}>
              {t('activation.backToLogin')}
            </Link>
          </div>
        </StatusView>
      ) : null}
    </AuthLayout>
  );
}
