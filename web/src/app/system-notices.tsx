import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, RefreshCw, Wrench, WifiOff, X, type LucideIcon } from 'lucide-react';
import { IconButton } from '../components/ui/icon-button.tsx';
import { cn } from '../lib/cn.ts';
import { useSystemNotices } from '../lib/use-system-notices.ts';
import { useReservedHeight } from './use-reserved-height.ts';

type Tone = 'danger' | 'success' | 'info' | 'warning';

const TONES: Record<Tone, string> = {
  danger: 'border-red-500/40 bg-red-600 text-white',
  success: 'border-emerald-500/40 bg-emerald-700 text-white',
  info: 'border-indigo-400/40 bg-indigo-600 text-white',
  warning: 'border-amber-500/50 bg-amber-400 text-amber-950',
};

/** Each notice by the i18n key of its text. */
const NOTICES = {
  connectionLost: { tone: 'danger', icon: WifiOff, testId: 'notice-connection-lost' },
  connectionRestored: { tone: 'success', icon: CircleCheck, testId: 'notice-connection-restored' },
  newVersion: { tone: 'info', icon: RefreshCw, testId: 'notice-new-version' },
  maintenance: { tone: 'warning', icon: Wrench, testId: 'notice-maintenance' },
} as const satisfies Record<string, { tone: Tone; icon: LucideIcon; testId: string }>;

function Notice({
  kind,
  action,
  onDismiss,
}: {
  kind: keyof typeof NOTICES;
  action?: { label: string; run: () => void };
  /** With it, the notice has a close button. */
  onDismiss?: () => void;
}) {
  const { t } = useTranslation('system');
  const { tone, icon: Icon, testId } = NOTICES[kind];
  return (
    <div
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      data-testid={testId}
      className={cn(
        'pointer-events-auto flex w-full max-w-lg items-center gap-3 rounded-xl border px-4 py-2.5 text-sm font-medium shadow-lg',
        TONES[tone],
      )}
    >
      <Icon className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">{t(kind)}</span>
      {action ? (
        <button
          type="button"
          onClick={action.run}
          className="shrink-0 rounded-md bg-black/20 px-2.5 py-1 text-xs font-semibold hover:bg-black/30"
        >
          {action.label}
        </button>
      ) : null}
      {onDismiss ? (
        <IconButton
          label={t('dismiss')}
          onClick={onDismiss}
          className="-mr-1 shrink-0 rounded-md p-1 opacity-80 hover:bg-black/10 hover:opacity-100"
        >
          <X className="size-4" />
        </IconButton>
      ) : null}
    </div>
  );
}

/** The CSS variable holding the notices' height, read by the signed-in frame's main area. */
export const NOTICES_HEIGHT = '--system-notices-height';

/**
 * The system notices (docs/product.md, System notices), on every page (under the header on phones, bottom left beside
 * the sidebar on wide screens, away from the toasts at the bottom right): the connection lost and restored, a new
 * version served since the tab opened, and maintenance mode while the server reports it. Not inside a page embedded on
 * another site.
 */
export function SystemNotices() {
  const { t } = useTranslation('system');
  const { connection, newVersion, maintenance } = useSystemNotices();
  // The signed-in frame leaves this much room for the notices (app-shell.tsx): above the page on phones, below it on
  // wide screens, so they never cover the greeting or the last row.
  const reserve = useReservedHeight(NOTICES_HEIGHT);
  const [hidden, setHidden] = useState<{ version: boolean; maintenance: boolean }>({
    version: false,
    maintenance: false,
  });
  // A dismissed maintenance notice comes back the next time maintenance is turned on.
  const [seenMaintenance, setSeenMaintenance] = useState(maintenance);
  if (seenMaintenance !== maintenance) {
    setSeenMaintenance(maintenance);
    setHidden((h) => ({ ...h, maintenance: false }));
  }

  const hide = (notice: keyof typeof hidden) => setHidden((h) => ({ ...h, [notice]: true }));

  if (new URLSearchParams(window.location.search).get('embed') === 'true') return null;
  const showVersion = newVersion && !hidden.version;
  const showMaintenance = maintenance && !hidden.maintenance;
  if (connection === 'online' && !showVersion && !showMaintenance) return null;

  return (
    <div
      ref={reserve}
      className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-[60] flex flex-col items-center gap-2 px-4 lg:top-auto lg:bottom-4 lg:left-72 lg:items-start lg:px-8"
      aria-live="polite"
      data-testid="system-notices"
    >
      {connection === 'lost' ? <Notice kind="connectionLost" /> : null}
      {connection === 'restored' ? <Notice kind="connectionRestored" /> : null}
      {showVersion ? (
        <Notice
          kind="newVersion"
          action={{ label: t('refresh'), run: () => window.location.reload() }}
          onDismiss={() => hide('version')}
        />
      ) : null}
      {showMaintenance ? <Notice kind="maintenance" onDismiss={() => hide('maintenance')} /> : null}
    </div>
  );
}
