import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, ShieldCheck } from 'lucide-react';
import type { TwoFactorSetupResponse } from '@vaultbox/common/schemas/account-security.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { notify } from '../../../lib/toast.ts';
import { useConfirmTwoFactor } from '../api/confirm-two-factor.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';
import { BackupCodesView } from './backup-codes-view.tsx';
import { PasswordPromptModal } from './password-prompt-modal.tsx';

/**
 * Set-up: the password first (a signed-in session alone cannot turn two-factor on), then scan the QR code (or type
 * the secret), confirm with a code, and keep the backup codes.
 */
export function TwoFactorSetupModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const enable = useEnableTwoFactor();
  const close = () => {
    enable.reset();
    onClose();
  };
  return (
    <PasswordPromptModal
      open={open}
      title={t('twoFactor.setupTitle')}
      description={t('twoFactor.setupDescription')}
      size="md"
      submitLabel={t('twoFactor.continue')}
      busyLabel={t('twoFactor.starting')}
      busy={enable.isPending}
      error={enable.error ? errorMessage(enable.error, t('twoFactor.failed')) : null}
      onSubmit={(password) => enable.mutate(password)}
      onClose={close}
    >
      {enable.data ? <SetupSteps setup={enable.data} onDone={close} /> : undefined}
    </PasswordPromptModal>
  );
}

function SetupSteps({ setup, onDone }: { setup: TwoFactorSetupResponse; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (confirm.data) return <BackupCodesView codes={confirm.data} onDone={onDone} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const token = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(token)) {
      setProblem(t('validation.totpFormat'));
      return;
    }
    setProblem(null);
    confirm.mutate(token, { onSuccess: () => notify.success(t('twoFactor.enabled')) });
  };

  const failure = confirm.error ? errorMessage(confirm.error, t('twoFactor.failed')) : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-300">
        <li>{t('twoFactor.step1')}</li>
        <li>{t('twoFactor.step2')}</li>
      </ol>
      <div className="flex flex-col items-center gap-3">
        <img
          src={setup.qrCode}
          alt={t('twoFactor.qrAlt')}
          className="size-48 rounded-lg bg-white p-2"
          data-testid="two-factor-qr"
        />
        <div className="w-full">
          <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">{t('twoFactor.secretLabel')}</p>
          <div className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-800/70">
            <code
              className="min-w-0 flex-1 font-mono text-sm break-all text-slate-800 dark:text-slate-100"
              data-testid="two-factor-secret"
            >
              {setup.secret}
            </code>
            <IconButton
              label={t('twoFactor.copySecret')}
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-800 dark:hover:bg-slate-700 dark:hover:text-slate-100"
              onClick={() =>
                void copyText(setup.secret).then((ok) =>
                  ok ? notify.success(t('twoFactor.secretCopied')) : notify.error(t('messages.copyFailed')),
                )
              }
            >
              <Copy className="size-4" />
            </IconButton>
          </div>
        </div>
      </div>
      <Field
        label={t('twoFactor.code')}
        placeholder="123456"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setProblem(null);
        }}
        error={problem ?? failure}
        icon={<ShieldCheck className="size-4" />}
      />
      <FormActions
        onCancel={onDone}
        saveLabel={t('twoFactor.confirm')}
        savingLabel={t('twoFactor.confirming')}
        saving={confirm.isPending}
      />
    </form>
  );
}
