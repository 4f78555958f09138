import { useTranslation } from 'react-i18next';
import { FileX, KeyRound, Link2Off, UserX, type LucideIcon } from 'lucide-react';
import type { AdminUser } from '@vaultbox/common/schemas/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useUser } from '../api/get-user.ts';

function Loss({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <li className="flex items-center gap-2.5">
      <Icon className="size-4 shrink-0 text-red-500" />
      <span>{children}</span>
    </li>
  );
}

/**
 * The Delete User dialog: the action cannot be undone; it lists what goes for good (the account and
 * profile, every file and share link with their counts, asked afresh, and the encryption keys and data).
 */
export function DeleteUserModal({
  user,
  busy,
  onConfirm,
  onCancel,
}: {
  user: AdminUser | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const fresh = useUser(user?.id ?? null);
  const usage = fresh.data?.usage ?? user?.usage;
  return (
    <Modal open={user !== null} onClose={busy ? () => undefined : onCancel} title={t('users.delete.title')}>
      {user && usage ? (
        <div className="space-y-4" data-testid="delete-user">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('users.delete.warning', { name: user.username })}
          </p>
          <ul className="space-y-2 rounded-lg border border-red-500/30 bg-red-50 p-4 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300">
            <Loss icon={UserX}>{t('users.delete.account')}</Loss>
            <Loss icon={FileX}>{t('users.delete.files', { count: usage.fileCount })}</Loss>
            <Loss icon={Link2Off}>{t('users.delete.shares', { count: usage.shareCount })}</Loss>
            <Loss icon={KeyRound}>{t('users.delete.keys')}</Loss>
          </ul>
          <div className="flex justify-end gap-2 pt-1">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={onConfirm} loading={busy} data-testid="confirm-button">
              {busy ? t('users.delete.deleting') : t('users.delete.submit')}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
