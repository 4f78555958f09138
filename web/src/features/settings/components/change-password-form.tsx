import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { NewPasswordField } from '../../../components/new-password-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { passwordFormIncomplete, validatePasswordChange, type PasswordValues } from '../settings-validation.ts';
import { useTextFields } from '../use-text-fields.ts';
import { SettingsSection } from './settings-section.tsx';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password: Current, New and Confirm New; every other session ends when it changes. */
export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();
  const { values, setValues, field } = useTextFields(EMPTY, () => {
    setProblem(null);
    change.reset();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setProblem(found ? t(found) : null);
    if (found) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          notify.success(t('messages.passwordChanged'));
          setValues(EMPTY);
        },
      },
    );
  };

  const failure = change.error ? errorMessage(change.error, t('messages.passwordFailed')) : null;
  return (
    <SettingsSection title={t('password.title')} description={t('password.description')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {failure ? (
          <Alert tone="error" title={t('messages.passwordFailed')}>
            {failure}
          </Alert>
        ) : null}
        <PasswordField label={t('password.current')} {...field('currentPassword')} autoComplete="current-password" />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <NewPasswordField label={t('password.new')} {...field('newPassword')} />
          <PasswordField label={t('password.confirm')} {...field('confirmPassword')} autoComplete="new-password" />
        </div>
        <div className="flex justify-end">
          <Button
            type="submit"
            loading={change.isPending}
            disabled={passwordFormIncomplete(values)}
            icon={<KeyRound className="size-4" />}
          >
            {change.isPending ? t('password.submitting') : t('password.submit')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
