import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Archive, FileJson, Trash2 } from 'lucide-react';
import type { User } from '@vaultbox/common/schemas/user.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { EXPORT_ARCHIVE_URL, useExportAccount } from '../api/export-account.ts';
import { DeleteAccountModal } from './delete-account-modal.tsx';
import { SettingsSection } from './settings-section.tsx';

/** Take the data out (JSON, or a ZIP of every original file) and delete the account. */
export function DangerZone({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const exporter = useExportAccount();
  const [deleting, setDeleting] = useState(false);

  return (
    <SettingsSection title={t('danger.title')} description={t('danger.description')} tone="danger" testId="danger-zone">
      <div className="space-y-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{t('danger.exportTitle')}</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('danger.exportDescription')}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button
              variant="secondary"
              icon={<FileJson className="size-4" />}
              loading={exporter.isPending}
              onClick={() =>
                exporter.mutate(undefined, {
                  onSuccess: () => notify.success(t('danger.exportStarted')),
                  onError: (error) => notify.error(`${t('messages.exportFailed')}: ${errorMessage(error)}`),
                })
              }
            >
              {t('danger.exportJson')}
            </Button>
            <a href={EXPORT_ARCHIVE_URL} download className={buttonClasses('secondary', 'md', 'gap-2')}>
              <Archive className="size-4" />
              {t('danger.exportArchive')}
            </a>
          </div>
        </div>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
          <div>
            <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{t('danger.deleteTitle')}</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('danger.deleteDescription')}</p>
          </div>
          <Button
            variant="danger"
            icon={<Trash2 className="size-4" />}
            onClick={() => setDeleting(true)}
            className="shrink-0 self-start sm:self-auto"
          >
            {t('danger.delete')}
          </Button>
        </div>
      </div>
      <DeleteAccountModal open={deleting} onClose={() => setDeleting(false)} needsCode={user.twoFactorEnabled} />
    </SettingsSection>
  );
}
