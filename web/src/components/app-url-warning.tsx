import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session.ts';
import { useSystemInfo } from '../lib/system-info.ts';
import { mailLinksMisdirected } from '../lib/system-status.ts';
import { DismissibleAlert } from './dismissible-alert.tsx';

const DISMISSED_KEY = 'vaultbox.appUrlWarningDismissed';

function dismissedFor(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(DISMISSED_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Mailed links need APP_URL: when it is not set, or set to another address than the one the owner is using, mailed
 * links (activation, password reset, notifications) may lead to the wrong place. The owner sees it, with both
 * addresses and the fix, on Sharing, Invite Codes and Manage Users until dismissed (for this tab's session, per pair
 * of addresses). docs/product.md, Manage Users.
 */
export function AppUrlWarning() {
  const { t } = useTranslation('system');
  const { user } = useSession();
  const info = useSystemInfo();
  const origin = window.location.origin;
  const [dismissed, setDismissed] = useState(() => dismissedFor());
  if (user?.role !== 'owner' || !info.data || !mailLinksMisdirected(info.data, origin)) return null;
  const key = `${info.data.appUrl} ${origin}`;
  if (dismissed === key) return null;
  const dismiss = () => {
    try {
      globalThis.sessionStorage?.setItem(DISMISSED_KEY, key);
    } catch {
      // Not remembered past this screen.
    }
    setDismissed(key);
  };
  return (
    <DismissibleAlert
      tone="warning"
      testId="app-url-warning"
      title={t('appUrl.title', { appUrl: info.data.appUrl })}
      dismissLabel={t('dismiss')}
      onDismiss={dismiss}
    >
      {t(info.data.appUrlConfigured ? 'appUrl.elsewhere' : 'appUrl.unset', { appUrl: info.data.appUrl, origin })}
    </DismissibleAlert>
  );
}
