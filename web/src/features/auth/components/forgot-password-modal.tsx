import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail, MailCheck } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

/** The form, then the 'Check Your Email' view on success. */
export function ForgotPasswordModal({
  open,
  onClose,
  initialEmail,
}: {
  open: boolean;
  onClose: () => void;
  initialEmail: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('forgotPassword.title')} size="md">
      {/* Keyed by open so each opening starts at the form. */}
      {open ? <ForgotPasswordBody onClose={onClose} initialEmail={initialEmail} /> : null}
    </Modal>
  );
}

function ForgotPasswordBody({ onClose, initialEmail }: { onClose: () => void; initialEmail: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const forgot = useForgotPassword();
  const trimmed = email.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    forgot.mutate({ email: trimmed });
  };

  if (forgot.isSuccess) {
    return (
      <div className="flex flex-col items-center text-center" data-testid="forgot-password-sent">
        <div className="mb-3 flex size-12 items-center justify-center rounded-full bg-emerald-500/10 text-emerald-500">
          <MailCheck className="size-6" />
        </div>
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t('forgotPassword.sentTitle')}</h3>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('forgotPassword.sentDescription', { email: trimmed })}
        </p>
        <Button className="mt-6" fullWidth onClick={onClose}>
          {t('forgotPassword.done')}
        </Button>
      </div>
    );
  }

  // Rate limits and bad addresses say what is wrong; anything else gets the dialog's own sentence.
  const error = forgot.error;
  const errorText =
    error instanceof ApiError && error.fromServer && (error.status === 400 || error.status === 429)
      ? error.message
      : error instanceof ApiError && error.kind === 'network'
        ? error.message
        : t('forgotPassword.failed');

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('forgotPassword.description')}</p>
      {error ? <Alert tone="error">{errorText}</Alert> : null}
      <Field
        label={t('forgotPassword.email')}
        type="email"
        name="forgot-email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        icon={<Mail className="size-4" />}
        placeholder={t('login.emailPlaceholder')}
      />
      <div className="flex gap-3 pt-1">
        <Button variant="secondary" onClick={onClose} className="flex-1">
          {t('common.cancel')}
        </Button>
        <Button type="submit" className="flex-1" disabled={!trimmed} loading={forgot.isPending}>
          {forgot.isPending ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
        </Button>
      </div>
    </form>
  );
}
