import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Archive, FileJson, Trash2 } from 'lucide-react';
import type { User } from '@vaultbox/common/schemas/user.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { failedBecause, toastOutcome } from '../../../lib/toast.ts';
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
        <ZoneRow title={t('danger.exportTitle')} description={t('danger.exportDescription')}>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button
              variant="secondary"
              icon={<FileJson className="size-4" />}
              loading={exporter.isPending}
              onClick={() =>
                exporter.mutate(
                  undefined,
                  toastOutcome(t('danger.exportStarted'), failedBecause(t('messages.exportFailed'))),
                )
              }
            >
              {t('danger.exportJson')}
            </Button>
            <a href={EXPORT_ARCHIVE_URL} download className={buttonClasses('secondary', 'md', 'gap-2')}>
              <Archive className="size-4" />
              {t('danger.exportArchive')}
            </a>
          </div>
        </ZoneRow>
        <ZoneRow title={t('danger.deleteTitle')} description={t('danger.deleteDescription')} divided>
          <Button
            variant="danger"
            icon={<Trash2 className="size-4" />}
            onClick={() => setDeleting(true)}
            className="shrink-0 self-start sm:self-auto"
          >
            {t('danger.delete')}
          </Button>
        </ZoneRow>
      </div>
      <DeleteAccountModal open={deleting} onClose={() => setDeleting(false)} needsCode={user.twoFactorEnabled} />
    </SettingsSection>
  );
}

/** One step of the zone: what it does on the left, its buttons on the right (below on a phone). */
function ZoneRow({
  title,
  description,
  divided = false,
  children,
}: {
  title: string;
  description: string;
  /** A line above it, between it and the step before. */
  divided?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between',
        divided && 'border-t border-slate-200 pt-5 dark:border-slate-800',
      )}
    >
      <div>
        <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{title}</p>
        <p className="text-sm text-slate-500 dark:text-slate-400">{description}</p>
      </div>
      {children}
    </div>
  );
}
