import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import type { SessionInfo } from '@vaultbox/common/schemas/account-security.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify, toastOutcome } from '../../../lib/toast.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import { useSinceText } from '../use-since-text.ts';
import { describeUserAgent } from '@vaultbox/common/user-agent.ts';
import { SettingsSection } from './settings-section.tsx';
import { useFormat } from '../../../lib/use-format.ts';

/** Where the account is signed in; any other device can be signed out, one by one or all at once. */
export function SessionsSection() {
  const { t } = useTranslation('settings');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirmAll, setConfirmAll] = useState(false);
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  const revokeOne = (session: SessionInfo) => revoke.mutate(session.id, toastOutcome(t('sessions.revoked')));

  return (
    <SettingsSection
      title={t('sessions.title')}
      description={t('sessions.description')}
      actions={
        others > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<LogOut className="size-4" />}
            onClick={() => setConfirmAll(true)}
          >
            {t('sessions.revokeAll')}
          </Button>
        ) : null
      }
      testId="sessions"
    >
      <QueryContent query={sessions} section errorTitle={t('sessions.loadFailed')} retryLabel={t('common.retry')}>
        {(list) => (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                busy={revoke.isPending && revoke.variables === session.id}
                onRevoke={() => revokeOne(session)}
              />
            ))}
          </ul>
        )}
      </QueryContent>
      <ConfirmDialog
        open={confirmAll}
        title={t('sessions.revokeAllTitle')}
        description={t('sessions.revokeAllDescription', { count: others })}
        confirmLabel={t('sessions.revokeAll')}
        busy={revokeOthers.isPending}
        onConfirm={() =>
          revokeOthers.mutate(undefined, {
            onSuccess: (count) => {
              notify.success(t('sessions.revokedAll', { count }));
              setConfirmAll(false);
            },
            onError: (error) => notify.error(errorMessage(error)),
          })
        }
        onCancel={() => setConfirmAll(false)}
      />
    </SettingsSection>
  );
}

function SessionRow({ session, busy, onRevoke }: { session: SessionInfo; busy: boolean; onRevoke: () => void }) {
  const { formatDateTime } = useFormat();
  const { t } = useTranslation('settings');
  const since = useSinceText();
  const { browser, os } = describeUserAgent(session.userAgent);
  const device =
    browser && os ? t('sessions.browserOn', { browser, os }) : (browser ?? os ?? t('sessions.unknownDevice'));
  const mobile = os === 'Android' || os === 'iOS';
  const Icon = mobile ? Smartphone : Monitor;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0" data-testid="session-row">
      <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <Icon className="size-4" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
          {device}
          {session.current ? (
            <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
              {t('sessions.current')}
            </span>
          ) : null}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {[
            session.ip ?? t('sessions.unknownIp'),
            t('sessions.signedIn', { date: formatDateTime(session.createdAt) }),
            t('sessions.lastActive', { since: since(session.lastSeenAt) }),
          ].join(' · ')}
        </p>
      </div>
      {session.current ? null : (
        <Button variant="ghost" size="sm" loading={busy} onClick={onRevoke} icon={<LogOut className="size-4" />}>
          {t('sessions.revoke')}
        </Button>
      )}
    </li>
  );
}
