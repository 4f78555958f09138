import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DismissibleAlert } from '../../../components/dismissible-alert.tsx';
import { useSession } from '../../../lib/session.ts';
import { useSystemInfo } from '../../../lib/system-info.ts';
import { mailLinksMisdirected } from '../../../lib/system-status.ts';

const DISMISSED_KEY = 'vaultbox.appUrlWarningDismissed';

function dismissedFor(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(DISMISSED_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Mailed links: APP_URL is not set and the app is open at another address than the default, so mailed links
 * (activation, password reset) lead to the wrong place. The owner sees it in the admin screens until dismissed (for
 * this tab's session, per address).
 */
export function AppUrlWarning() {
  const { t } = useTranslation('admin');
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
      dismissLabel={t('common.dismiss')}
      onDismiss={dismiss}
    >
      {t('appUrl.text', { origin })}
    </DismissibleAlert>
  );
}
