import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeySquare, ShieldCheck, ShieldOff } from 'lucide-react';
import type { User } from '@vaultbox/common/schemas/user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useRegenerateBackupCodes } from '../api/regenerate-backup-codes.ts';
import { BackupCodesView } from './backup-codes-view.tsx';
import { PasswordPromptModal } from './password-prompt-modal.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TwoFactorSetupModal } from './two-factor-setup-modal.tsx';

type Dialog = 'setup' | 'disable' | 'codes' | null;

/** Two-factor sign-in (TOTP): its state, set-up, turning it off and new backup codes. */
export function TwoFactorSection({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const [dialog, setDialog] = useState<Dialog>(null);
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const on = user.twoFactorEnabled;

  const close = () => {
    setDialog(null);
    disable.reset();
    regenerate.reset();
  };

  return (
    <SettingsSection
      title={t('twoFactor.title')}
      description={t('twoFactor.description')}
      actions={
        <span
          data-testid="two-factor-status"
          className={cn(
            'rounded-full px-2.5 py-1 text-xs font-semibold',
            on
              ? 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300'
              : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
          )}
        >
          {on ? t('twoFactor.on') : t('twoFactor.off')}
        </span>
      }
    >
      <div className="flex flex-wrap gap-2">
        {on ? (
          <>
            <Button variant="secondary" icon={<KeySquare className="size-4" />} onClick={() => setDialog('codes')}>
              {t('twoFactor.regenerate')}
            </Button>
            <Button variant="ghost" icon={<ShieldOff className="size-4" />} onClick={() => setDialog('disable')}>
              {t('twoFactor.disable')}
            </Button>
          </>
        ) : (
          <Button icon={<ShieldCheck className="size-4" />} onClick={() => setDialog('setup')}>
            {t('twoFactor.setup')}
          </Button>
        )}
      </div>

      <TwoFactorSetupModal open={dialog === 'setup'} onClose={close} />
      <PasswordPromptModal
        open={dialog === 'disable'}
        title={t('twoFactor.disableTitle')}
        description={t('twoFactor.disableDescription')}
        submitLabel={t('twoFactor.disable')}
        busyLabel={t('twoFactor.disabling')}
        busy={disable.isPending}
        error={disable.error ? errorMessage(disable.error) : null}
        onSubmit={(password) =>
          disable.mutate(password, {
            onSuccess: () => {
              notify.success(t('twoFactor.disabled'));
              close();
            },
          })
        }
        onClose={close}
      />
      <PasswordPromptModal
        open={dialog === 'codes'}
        title={t('twoFactor.regenerateTitle')}
        description={t('twoFactor.regenerateDescription')}
        submitLabel={t('twoFactor.regenerate')}
        busyLabel={t('twoFactor.regenerating')}
        busy={regenerate.isPending}
        error={regenerate.error ? errorMessage(regenerate.error) : null}
        onSubmit={(password) => regenerate.mutate(password)}
        onClose={close}
      >
        {regenerate.data ? <BackupCodesView codes={regenerate.data} onDone={close} /> : undefined}
      </PasswordPromptModal>
    </SettingsSection>
  );
}
