import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound, Mail, User, UserPlus } from 'lucide-react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NewPasswordField } from '../../components/new-password-field.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { LoadingLine } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { displayNameOf } from '../../lib/session.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { notify } from '../../lib/toast.ts';
import { login } from './api/login.ts';
import { useRegister } from './api/register.ts';
import { useRegistrationSettings } from './api/registration-settings.ts';
import { authInput } from './auth-input.ts';
import { AuthLayout, FooterPrompt } from './components/auth-layout.tsx';
import { PasswordStrengthMeter } from './components/password-strength-meter.tsx';
import { registerIncomplete, validateRegister, type RegisterErrors, type RegisterValues } from './validation.ts';

const EMPTY: RegisterValues = { username: '', email: '', password: '', confirmPassword: '', inviteCode: '' };

export function RegisterScreen() {
  const { t } = useTranslation();
  usePageTitle(t('pages.register'));
  const navigate = useNavigate();
  const settings = useRegistrationSettings();
  const register = useRegister();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);

  // If the settings cannot be read, registration assumes invite-only.
  const inviteOnly = settings.isError ? true : (settings.data?.inviteOnly ?? true);

  const set = (field: keyof RegisterValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const afterRegister = async (activated: boolean, email: string, password: string) => {
    if (!activated) {
      // The next screen ("Check Your Email") says it all: no toast besides (docs/product.md, Layout).
      await navigate('/email-confirmation', { replace: true, state: { email } });
      return;
    }
    // The first account (the owner) is active at once: sign in and land on the dashboard.
    setSigningIn(true);
    try {
      const session = await login({ email, password });
      sessionStore.signIn(session.data);
      notify.success(t('login.welcomeBack', { name: displayNameOf(session.data.user) }));
    } catch {
      setSigningIn(false);
      await navigate('/login', { replace: true });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (registerIncomplete(values, inviteOnly)) return;
    const found = validateRegister(values, inviteOnly);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    const email = values.email.trim();
    const inviteCode = values.inviteCode.trim();
    register.mutate(
      {
        username: values.username.trim(),
        email,
        password: values.password,
        ...(inviteOnly && inviteCode ? { inviteCode } : {}),
      },
      {
        onSuccess: (res) => void afterRegister(res.activated, email, values.password),
        onError: (error) => setFailure(errorMessage(error, t('register.failed'))),
      },
    );
  };

  if (settings.isPending) {
    return (
      <AuthLayout title={t('register.heading')}>
        <LoadingLine className="justify-center py-10">{t('register.loadingSettings')}</LoadingLine>
      </AuthLayout>
    );
  }

  const busy = register.isPending || signingIn;
  const input = (field: keyof RegisterValues) => ({
    ...authInput(t, `register.${field}`, values[field], set(field)),
    name: field,
    error: errors[field] ? t(errors[field]) : undefined,
  });

  return (
    <AuthLayout
      title={t('register.heading')}
      subtitle={t('register.subtitle')}
      footer={<FooterPrompt text={t('register.haveAccount')} to="/login" link={t('register.signIn')} />}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {settings.isError ? <Alert tone="warning">{t('register.settingsFailed')}</Alert> : null}
        {failure ? (
          <Alert tone="error" title={t('register.failedTitle')}>
            {failure}
          </Alert>
        ) : null}
        {/* The address signs in, so password managers must save it (not the username) with the new password. */}
        <Field {...input('username')} autoComplete="nickname" icon={<User className="size-4" />} />
        <Field {...input('email')} type="email" autoComplete="username" icon={<Mail className="size-4" />} />
        <div>
          <NewPasswordField {...input('password')} />
          <PasswordStrengthMeter password={values.password} />
        </div>
        <PasswordField {...input('confirmPassword')} autoComplete="new-password" />
        {inviteOnly ? (
          <Field
            {...input('inviteCode')}
            autoComplete="off"
            hint={t('register.inviteOnlyNotice')}
            icon={<KeyRound className="size-4" />}
          />
        ) : null}
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={busy}
          disabled={registerIncomplete(values, inviteOnly)}
          icon={<UserPlus className="size-4" />}
        >
          {busy ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
