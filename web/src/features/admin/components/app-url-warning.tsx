import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
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
 * Issue 8 Links: APP_URL is not set and the app is open at another address than the default, so mailed links
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
    <div className="relative" data-testid="app-url-warning">
      <Alert tone="warning" title={t('appUrl.title', { appUrl: info.data.appUrl })} className="pr-10">
        {t('appUrl.text', { origin })}
      </Alert>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('common.dismiss')}
        title={t('common.dismiss')}
        className="absolute top-3 right-3 rounded-md p-1 text-amber-800 opacity-70 hover:opacity-100 dark:text-amber-300"
      >
        <X className="size-4" />
      </button>
    </div>
  );
}
