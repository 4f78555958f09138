import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useTextFields } from '../use-text-fields.ts';

/** A step that needs the password again (turning 2FA off, new backup codes). */
export function PasswordPromptModal({
  open,
  title,
  description,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
  onClose: () => void;
  /** Shown instead of the form once the step is done (the new backup codes). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const [missing, setMissing] = useState(false);
  const { values, setValues, field } = useTextFields({ password: '' }, () => setMissing(false));
  const { password } = values;

  const close = () => {
    setValues({ password: '' });
    setMissing(false);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!password);
    if (password) onSubmit(password);
  };

  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : close}
      title={title}
      description={children ? undefined : description}
    >
      {children ?? (
        <form onSubmit={submit} noValidate className="space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          <PasswordField
            label={t('common.password')}
            {...field('password')}
            error={missing ? t('validation.passwordRequired') : null}
            autoComplete="current-password"
          />
          <FormActions onCancel={close} saveLabel={submitLabel} savingLabel={busyLabel} saving={busy} />
        </form>
      )}
    </Modal>
  );
}
