import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from './copy-button.tsx';

/** The yellow 'New Password Generated' banner, the password shown once, a copy button and 'Dismiss'. */
export function NewPasswordBanner({
  username,
  password,
  copied,
  onCopy,
  onDismiss,
}: {
  username: string;
  password: string;
  copied: boolean;
  onCopy: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('admin');
  const banner = useRef<HTMLDivElement>(null);
  // Shown once: bring it into view even when the reset was started far down the list.
  useEffect(() => {
    banner.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [password]);
  return (
    <div
      ref={banner}
      role="alert"
      data-testid="new-password"
      className="scroll-mt-20 rounded-xl border border-amber-400/60 bg-amber-50 p-4 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <div className="flex items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="font-semibold">{t('users.newPassword.title')}</p>
          <p className="text-sm">{t('users.newPassword.forUser', { name: username })}</p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              className="rounded-md border border-amber-300 bg-white px-3 py-1.5 font-mono text-base tracking-wide break-all text-slate-900 select-all dark:border-amber-500/40 dark:bg-slate-950 dark:text-white"
              data-testid="new-password-value"
            >
              {password}
            </code>
            <CopyButton label={t('users.newPassword.copy')} copied={copied} onCopy={onCopy} showLabel />
          </div>
          <p className="text-sm">{t('users.newPassword.text')}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          {t('common.dismiss')}
        </Button>
      </div>
    </div>
  );
}
