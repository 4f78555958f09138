import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, KeyRound, TriangleAlert } from 'lucide-react';
import { RESET_REDIRECT_DELAY_MS } from '@vaultbox/common/constants.ts';
import type { ErrorCode } from '@vaultbox/common/error-codes.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { NewPasswordField } from '../../components/new-password-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useResetPassword } from './api/reset-password.ts';
import { authInput } from './auth-input.ts';
import { AuthLayout, StatusView, linkClasses } from './components/auth-layout.tsx';
import { validateReset } from './validation.ts';

/** Token problems the server reports mean the link itself is bad, not the password. */
const BAD_TOKEN_CODES = new Set<ErrorCode>(['INVALID_RESET_TOKEN', 'NOT_FOUND']);

/** The failure text of a reset: the server's error field, a network sentence, or the fallback. */
function resetFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.fromServer || error.kind === 'network' || error.kind === 'timeout')) {
    return error.message;
  }
  return fallback;
}

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  usePageTitle(t('pages.resetPassword'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  // On success, back to sign-in after 3 seconds.
  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const badLink =
    !token.trim() ||
    (reset.error instanceof ApiError && reset.error.code !== null && BAD_TOKEN_CODES.has(reset.error.code));

  if (badLink) {
    return (
      <AuthLayout>
        <StatusView icon={<TriangleAlert className="size-7" />} tone="error" title={t('resetPassword.invalidTitle')}>
          <p>{t('resetPassword.invalidDescription')}</p>
          <ButtonLink to="/login" size="lg" fullWidth>
            {t('resetPassword.backToLogin')}
          </ButtonLink>
        </StatusView>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout>
        <StatusView icon={<CircleCheck className="size-7" />} tone="success" title={t('resetPassword.successTitle')}>
          <p>{t('resetPassword.successDescription')}</p>
          <ButtonLink to="/login" replace size="lg" fullWidth>
            {t('activation.goToLogin')}
          </ButtonLink>
        </StatusView>
      </AuthLayout>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateReset(password, confirm);
    setProblem(found ? t(found) : null);
    if (found) return;
    reset.mutate({ token, password });
  };

  const failure = reset.error ? resetFailure(reset.error, t('resetPassword.failed')) : null;

  return (
    <AuthLayout
      title={t('resetPassword.heading')}
      subtitle={t('resetPassword.subtitle')}
      footer={
        <Link to="/login" className={linkClasses}>
          {t('resetPassword.backToLogin')}
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {problem ? <Alert tone="error">{problem}</Alert> : failure ? <Alert tone="error">{failure}</Alert> : null}
        <NewPasswordField {...authInput(t, 'resetPassword.newPassword', password, setPassword)} name="new-password" />
        <PasswordField
          {...authInput(t, 'resetPassword.confirmPassword', confirm, setConfirm)}
          name="confirm-password"
          autoComplete="new-password"
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={reset.isPending}
          disabled={!password || !confirm}
          icon={<KeyRound className="size-4" />}
        >
          {reset.isPending ? t('resetPassword.submitting') : t('resetPassword.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
