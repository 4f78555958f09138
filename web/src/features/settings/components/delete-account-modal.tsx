import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { FormActions } from '../../../components/form-actions.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { DELETE_CONFIRMATION, validateDeleteAccount, type DeleteValues } from '../settings-validation.ts';
import { useTextFields } from '../use-text-fields.ts';

const EMPTY: DeleteValues = { confirmation: '', password: '', twoFactorCode: '' };

/**
 * Delete Account in the Danger Zone: type DELETE and the password (and the 2FA code when it is on); then signed out.
 */
export function DeleteAccountModal({
  open,
  onClose,
  needsCode,
}: {
  open: boolean;
  onClose: () => void;
  needsCode: boolean;
}) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const { values, setValues, field } = useTextFields(EMPTY, () => setProblem(null));
  const remove = useDeleteAccount();
  const ready = validateDeleteAccount(values, needsCode) === null;

  const close = () => {
    if (remove.isPending) return;
    setValues(EMPTY);
    setProblem(null);
    remove.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDeleteAccount(values, needsCode);
    setProblem(found ? t(found) : null);
    if (found) return;
    remove.mutate(
      { password: values.password, ...(needsCode ? { twoFactorCode: values.twoFactorCode.trim() } : {}) },
      {
        onSuccess: () => {
          notify.success(t('messages.accountDeleted'));
          queryClient.clear();
          // The account is gone: the guards send the browser to sign-in.
          sessionStore.clear();
        },
      },
    );
  };

  const failure = remove.error ? errorMessage(remove.error, t('messages.deleteFailed')) : null;
  return (
    <Modal open={open} onClose={close} title={t('danger.deleteTitle')} description={t('danger.deleteWarning')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-600 dark:text-slate-300">
          <li>{t('danger.deleteWhat.profile')}</li>
          <li>{t('danger.deleteWhat.files')}</li>
          <li>{t('danger.deleteWhat.shares')}</li>
          <li>{t('danger.deleteWhat.keys')}</li>
        </ul>
        {problem || failure ? (
          <Alert tone="error" title={failure ? t('messages.deleteFailed') : undefined}>
            {problem ?? failure}
          </Alert>
        ) : null}
        <Field
          label={t('danger.typeDelete', { word: DELETE_CONFIRMATION })}
          {...field('confirmation')}
          autoComplete="off"
          spellCheck={false}
          placeholder={DELETE_CONFIRMATION}
        />
        <PasswordField label={t('common.password')} {...field('password')} autoComplete="current-password" />
        {needsCode ? (
          <Field
            label={t('danger.twoFactorCode')}
            hint={t('danger.twoFactorCodeHint')}
            {...field('twoFactorCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            icon={<ShieldCheck className="size-4" />}
          />
        ) : null}
        <FormActions
          onCancel={close}
          saveLabel={t('danger.deleteConfirm')}
          savingLabel={t('danger.deleting')}
          saving={remove.isPending}
          saveVariant="danger"
          saveDisabled={!ready}
          className="pt-1"
        />
      </form>
    </Modal>
  );
}
