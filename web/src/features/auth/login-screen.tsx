import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LogIn, Mail, ShieldCheck } from 'lucide-react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { displayNameOf } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { useLogin } from './api/login.ts';
import { useRegistrationSettings } from './api/registration-settings.ts';
import { OidcSignIn } from './components/oidc-sign-in.tsx';
import { authInput } from './auth-input.ts';
import { problemOf, type LoginProblem } from './login-problem.ts';
import { AuthLayout, FooterPrompt, linkClasses } from './components/auth-layout.tsx';
import { ForgotPasswordModal } from './components/forgot-password-modal.tsx';
import { PasskeySignIn } from './components/passkey-sign-in.tsx';
import { ResendActivationButton } from './components/resend-activation-button.tsx';

export function LoginScreen() {
  const { t } = useTranslation();
  usePageTitle(t('pages.login'));
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string; code?: string }>({});
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  // Single sign-on (docs/product.md, Single sign-on): its button when configured; OIDC_ONLY hides the password form
  // behind a link, kept for the owner, whose password still signs in.
  const settings = useRegistrationSettings().data;
  const oidc = settings?.oidc ?? null;
  const passwordLogin = settings?.passwordLogin ?? true;
  const [ownerPassword, setOwnerPassword] = useState(false);
  const { t: tOidc } = useTranslation('oidc');
  const { t: tSignIn } = useTranslation('sign-in');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const errors = {
      email: trimmed ? undefined : t('validation.emailRequired'),
      password: password ? undefined : t('validation.passwordRequired'),
      code: !askCode || code.trim() ? undefined : t('login.twoFactorRequired'),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password || errors.code) return;
    setProblem(null);
    login.mutate(askCode ? { email: trimmed, password, twoFactorCode: code.trim() } : { email: trimmed, password }, {
      // The guest guard moves on to the dashboard (or the page that sent the guest here) once the session exists.
      onSuccess: (res) => notify.success(t('login.welcomeBack', { name: displayNameOf(res.data.user) })),
      onError: (error) => {
        const found = problemOf(error, trimmed);
        if (found.kind === 'two-factor-required' || found.kind === 'two-factor-invalid') setAskCode(true);
        if (found.kind === 'two-factor-invalid') setCode('');
        setProblem(found);
      },
    });
  };

  return (
    <AuthLayout
      title={t('login.heading')}
      subtitle={t('login.subtitle')}
      footer={
        passwordLogin ? (
          <FooterPrompt text={t('login.noAccount')} to="/register" link={t('login.createAccount')} />
        ) : null
      }
    >
      {oidc ? (
        <div className="mb-5">
          <OidcSignIn name={oidc.name} divider={passwordLogin || ownerPassword} />
        </div>
      ) : null}
      {!passwordLogin && !ownerPassword ? (
        <div className="mt-4 text-center">
          <button type="button" className={`text-sm ${linkClasses}`} onClick={() => setOwnerPassword(true)}>
            {tOidc('ownerPassword')}
          </button>
        </div>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-5" hidden={!passwordLogin && !ownerPassword}>
        {problem?.kind === 'invalid' ? <Alert tone="error">{t('login.invalidCredentials')}</Alert> : null}
        {problem?.kind === 'other' ? <Alert tone="error">{problem.message}</Alert> : null}
        {problem?.kind === 'disabled' ? (
          <Alert tone="error" title={tSignIn('disabledTitle')}>
            {tSignIn('disabled')}
          </Alert>
        ) : null}
        {problem?.kind === 'two-factor-required' ? (
          <Alert tone="info" title={t('login.twoFactorTitle')}>
            {t('login.twoFactorPrompt')}
          </Alert>
        ) : null}
        {problem?.kind === 'two-factor-invalid' ? <Alert tone="error">{t('login.twoFactorInvalid')}</Alert> : null}
        {problem?.kind === 'not-activated' ? (
          <Alert tone="warning" title={t('login.notActivatedTitle')}>
            <p>{tSignIn('notActivated')}</p>
            <div className="mt-3">
              <ResendActivationButton email={problem.email} />
            </div>
          </Alert>
        ) : null}
        <Field
          {...authInput(t, 'login.email', email, setEmail)}
          type="email"
          name="email"
          // The address is what signs in: password managers pair it with the password as the account's name.
          autoComplete="username"
          error={fieldErrors.email}
          icon={<Mail className="size-4" />}
        />
        <div>
          <PasswordField
            {...authInput(t, 'login.password', password, setPassword)}
            name="password"
            autoComplete="current-password"
            error={fieldErrors.password}
          />
          <div className="mt-2 flex justify-end">
            <button type="button" className={`text-sm ${linkClasses}`} onClick={() => setForgotOpen(true)}>
              {t('login.forgotPassword')}
            </button>
          </div>
        </div>
        {askCode ? (
          <Field
            {...authInput(t, 'login.twoFactorCode', code, setCode)}
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            maxLength={20}
            error={fieldErrors.code}
            hint={t('login.twoFactorHint')}
            icon={<ShieldCheck className="size-4" />}
          />
        ) : null}
        <Button type="submit" size="lg" fullWidth loading={login.isPending} icon={<LogIn className="size-4" />}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <PasskeySignIn
        offered={settings?.passkeys ?? false}
        divider={passwordLogin || ownerPassword}
        askingCode={askCode}
      />
      <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={email.trim()} />
    </AuthLayout>
  );
}
