import { useTranslation } from 'react-i18next';
import { Copy, Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { saveBlob } from '../../../lib/download.ts';
import { useSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { BACKUP_CODES_FILE_NAME, backupCodesText } from '../backup-codes-file.ts';

/** Ten single-use codes, shown once: copy them or keep them as a .txt file. */
export function BackupCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  const text = () => backupCodesText(codes, t('twoFactor.codesFileHeading'), user?.email ?? '', new Date());

  return (
    <div className="space-y-4">
      <Alert tone="warning">{t('twoFactor.codesWarning')}</Alert>
      <ol
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm dark:bg-slate-800/70"
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li key={code} className="text-center text-slate-800 dark:text-slate-100">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          icon={<Copy className="size-4" />}
          onClick={() =>
            void copyText(codes.join('\n')).then((ok) =>
              ok ? notify.success(t('twoFactor.codesCopied')) : notify.error(t('messages.copyFailed')),
            )
          }
        >
          {t('twoFactor.copyCodes')}
        </Button>
        <Button
          variant="secondary"
          icon={<Download className="size-4" />}
          onClick={() => saveBlob(new Blob([text()], { type: 'text/plain;charset=utf-8' }), BACKUP_CODES_FILE_NAME)}
        >
          {t('twoFactor.downloadCodes')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.codesSaved')}</Button>
      </div>
    </div>
  );
}
