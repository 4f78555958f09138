import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, ShieldCheck } from 'lucide-react';
import { FormActions } from '../../../components/form-actions.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { notify } from '../../../lib/toast.ts';
import { useConfirmTwoFactor } from '../api/confirm-two-factor.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';
import { BackupCodesView } from './backup-codes-view.tsx';

/** Set-up: scan the QR code (or type the secret), confirm with a code, then keep the backup codes. */
export function TwoFactorSetupModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <Modal open={open} onClose={onClose} title={t('twoFactor.setupTitle')} size="md">
      {open ? <SetupSteps onDone={onClose} /> : null}
    </Modal>
  );
}

function SetupSteps({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('settings');
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const start = enable.mutate;

  // One secret per opening, asked on the next tick: a mount torn down at once (React's development double mount)
  // must not leave two set-ups racing for the one the server keeps.
  useEffect(() => {
    const timer = setTimeout(() => start(), 0);
    return () => clearTimeout(timer);
  }, [start]);

  if (confirm.data) return <BackupCodesView codes={confirm.data} onDone={onDone} />;
  if (enable.isPending || enable.isIdle) {
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-6 text-indigo-500" label={t('twoFactor.starting')} />
      </div>
    );
  }
  if (enable.isError) return <Alert tone="error">{errorMessage(enable.error, t('twoFactor.failed'))}</Alert>;
  const setup = enable.data;

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
