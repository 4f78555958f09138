import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useTextFields } from '../use-text-fields.ts';

interface PasswordFormProps {
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** A step that needs the password again (two-factor on and off, new backup codes). */
export function PasswordPromptModal({
  open,
  title,
  description,
  size,
  onClose,
  children,
  ...form
}: Omit<PasswordFormProps, 'onCancel'> & {
  open: boolean;
  title: string;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  onClose: () => void;
  /** Shown instead of the form once the step is done (the new backup codes, the set-up's QR code). */
  children?: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={form.busy ? () => undefined : onClose}
      title={title}
      description={children ? undefined : description}
      size={size}
    >
      {/* Inside the dialog, so a closed dialog forgets the typed password. */}
      {children ?? <PasswordForm {...form} onCancel={onClose} />}
    </Modal>
  );
}

function PasswordForm({ submitLabel, busyLabel, busy, error, onSubmit, onCancel }: PasswordFormProps) {
  const { t } = useTranslation('settings');
  const [missing, setMissing] = useState(false);
  const { values, field } = useTextFields({ password: '' }, () => setMissing(false));
  const { password } = values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!password);
    if (password) onSubmit(password);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <PasswordField
        label={t('common.password')}
        {...field('password')}
        error={missing ? t('validation.passwordRequired') : null}
        autoComplete="current-password"
      />
      <FormActions onCancel={onCancel} saveLabel={submitLabel} savingLabel={busyLabel} saving={busy} />
    </form>
  );
}
