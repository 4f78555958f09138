import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellOff, BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../lib/toast.ts';
import {
  currentPushState,
  pushSupport,
  PushRefused,
  turnOffPush,
  turnOnPush,
  type PushState,
} from '../browser-push.ts';

/**
 * This browser's side of push notifications: whether it shows them, and the button that turns it on (asking the
 * browser's permission) or off. The account's switch decides whether anything is pushed at all.
 */
export function BrowserPushControl() {
  const { t } = useTranslation('notifications');
  const support = pushSupport();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void currentPushState()
      .catch(() => 'off' as const)
      .then((found) => live && setState(found));
    return () => {
      live = false;
    };
  }, []);

  if (support !== 'supported') {
    return <PushNote tone="muted">{t(support === 'insecure' ? 'push.insecure' : 'push.unsupported')}</PushNote>;
  }

  const sentenceOf = (error: unknown) => {
    if (error instanceof PushRefused && error.reason === 'denied') return t('push.denied');
    if (error instanceof PushRefused && error.reason !== 'failed') return t(`push.${error.reason}`);
    return t('push.failed', { reason: error instanceof Error ? error.message : String(error) });
  };

  const toggle = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (state === 'on') {
        await turnOffPush();
        setState('off');
        notify.success(t('push.turnedOff'));
      } else {
        await turnOnPush();
        setState('on');
        notify.success(t('push.turnedOn'));
      }
    } catch (error) {
      setProblem(sentenceOf(error));
      if (error instanceof PushRefused && error.reason === 'denied') setState('blocked');
    } finally {
      setBusy(false);
    }
  };

  const on = state === 'on';
  return (
    <div
      className="space-y-2 rounded-lg border border-slate-200 p-3 sm:p-4 dark:border-slate-800"
      data-testid="browser-push"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t(on ? 'push.onHere' : 'push.offHere')}</p>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          loading={busy || state === null}
          icon={on ? <BellOff className="size-4" /> : <BellRing className="size-4" />}
          onClick={() => void toggle()}
        >
          {t(on ? 'push.turnOff' : 'push.turnOn')}
        </Button>
      </div>
      {(problem ?? (state === 'blocked' ? t('push.denied') : null)) ? (
        <PushNote tone="error">{problem ?? t('push.denied')}</PushNote>
      ) : null}
    </div>
  );
}

function PushNote({ tone, children }: { tone: 'muted' | 'error'; children: string }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : undefined}
      className={
        tone === 'error' ? 'text-sm text-red-600 dark:text-red-400' : 'text-sm text-slate-500 dark:text-slate-400'
      }
    >
      {children}
    </p>
  );
}
