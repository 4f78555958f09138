import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../../components/detail-row.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useInvite } from '../api/get-invite.ts';
import { inviteDisplayStatus, inviteUsage } from '../invite-status.ts';
import { InviteCodeCopy } from './invite-code-copy.tsx';
import { InviteStatusBadge } from './invite-status-badge.tsx';
import { useFormat } from '../../../lib/use-format.ts';

/**
 * An invite code's details: code, status (no Used Up here), description, usage, expiry, creator, created, usage
 * history.
 */
export function InviteDetailsModal({
  inviteId,
  onClose,
  copied,
  onCopy,
}: {
  inviteId: string | null;
  onClose: () => void;
  copied: boolean;
  onCopy: (code: string) => void;
}) {
  const { formatDateTime } = useFormat();
  const { t } = useTranslation('admin');
  const details = useInvite(inviteId);
  const invite = details.data;
  return (
    <Modal open={inviteId !== null} onClose={onClose} title={t('invites.details.title')} size="lg">
      {details.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-indigo-500" />
        </div>
      ) : details.isError || !invite ? (
        <LoadErrorAlert query={details} title={t('invites.messages.detailsFailed')} retryLabel={t('common.retry')} />
      ) : (
        <div className="space-y-5" data-testid="invite-details">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <DetailRow label={t('invites.details.code')}>
              <InviteCodeCopy
                code={invite.code}
                testId="details-code"
                copied={copied}
                onCopy={() => onCopy(invite.code)}
              />
            </DetailRow>
            <DetailRow label={t('invites.details.status')}>
              <InviteStatusBadge status={inviteDisplayStatus(invite, 'details')} />
            </DetailRow>
            <DetailRow label={t('invites.details.description')}>
              {invite.description ?? (
                <span className="text-slate-500 dark:text-slate-400">{t('invites.details.noDescription')}</span>
              )}
            </DetailRow>
            <DetailRow label={t('invites.details.usage')} testId="details-usage">
              {inviteUsage(invite)}
            </DetailRow>
            <DetailRow label={t('invites.details.expires')}>
              {invite.expiresAt ? formatDateTime(invite.expiresAt) : t('invites.never')}
            </DetailRow>
            <DetailRow label={t('invites.details.creator')}>
              {invite.creator ? (
                <>
                  <span className="block">{invite.creator.username}</span>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">{invite.creator.email}</span>
                </>
              ) : (
                t('invites.unknown')
              )}
            </DetailRow>
            <DetailRow label={t('invites.details.created')}>{formatDateTime(invite.createdAt)}</DetailRow>
          </dl>

          <section>
            <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
              {t('invites.details.history')}
            </h3>
            {invite.usageLog.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
                {t('invites.details.noUsage')}
              </p>
            ) : (
              // It scrolls: focusable, so that a keyboard can scroll it too.
              <div
                className="max-h-64 overflow-auto rounded-lg border border-slate-200 dark:border-slate-800"
                tabIndex={0}
                role="region"
                aria-label={t('invites.details.history')}
              >
                <table className="w-full min-w-[28rem] text-left text-sm" data-testid="usage-history">
                  <thead className="sticky top-0 bg-slate-50 text-xs text-slate-500 uppercase dark:bg-slate-900 dark:text-slate-400">
                    <tr>
                      <th className="px-3 py-2 font-semibold">{t('invites.details.historyUser')}</th>
                      <th className="px-3 py-2 font-semibold">{t('invites.details.historyEmail')}</th>
                      <th className="px-3 py-2 font-semibold">{t('invites.details.historyUsedAt')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                    {invite.usageLog.map((use, index) => (
                      <tr
                        key={`${use.userId ?? 'gone'}-${use.usedAt}-${index}`}
                        className="text-slate-700 dark:text-slate-300"
                      >
                        <td className="px-3 py-2 break-words">
                          {use.user?.username ?? (
                            <span className="text-slate-400 italic">{t('invites.details.deletedAccount')}</span>
                          )}
                        </td>
                        <td className="px-3 py-2 break-all">{use.email ?? '—'}</td>
                        <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(use.usedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
