import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Copy, ExternalLink } from 'lucide-react';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import { copyText } from '../lib/clipboard.ts';
import { useShareLink } from '../lib/share-api.ts';
import { notify } from '../lib/toast.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { inputClasses } from './ui/field.tsx';

// The QR code's library loads once a link has been made, not with every screen that can make one (the library, the
// player, Photos).
const QrCode = lazy(async () => ({ default: (await import('./qr-code.tsx')).QrCode }));
/** What the code and its button take (qr-code.tsx: 176 px, a gap of 8, a button of 32), held while it loads. */
const QR_CODE_HEIGHT = 'h-[216px]';

/** After 'Create Share Link': the link with a copy button, and the way to every share. */
export function ShareCreatedView({
  share,
  onDone,
  showManageLink = true,
}: {
  share: ShareLink;
  onDone: () => void;
  showManageLink?: boolean;
}) {
  const { t } = useTranslation('sharing');
  const link = useShareLink()(share);
  const copy = async () => {
    if (await copyText(link)) notify.success(t('messages.shareLinkCopied'));
    else notify.error(t('messages.copyFailed'));
  };
  return (
    <div className="space-y-4">
      <Alert tone="success" title={t('messages.created')} />
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">{t('shareModal.linkReady')}</p>
        <div className="flex gap-2">
          <input
            readOnly
            value={link}
            aria-label={t('shareModal.linkReady')}
            className={inputClasses(false, 'font-mono text-xs')}
            data-testid="share-link"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button
            variant="secondary"
            icon={<Copy className="size-4" />}
            onClick={() => void copy()}
            aria-label={t('shareModal.copyLink')}
            title={t('shareModal.copyLink')}
          />
        </div>
      </div>
      <Suspense fallback={<div className={QR_CODE_HEIGHT} aria-hidden="true" />}>
        <QrCode value={link} fileName={`share-${share.slug}-qr`} />
      </Suspense>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {showManageLink ? <ManageSharesLink /> : <span />}
        <Button variant="secondary" onClick={onDone}>
          {t('shareModal.done')}
        </Button>
      </div>
    </div>
  );
}

/** 'Manage all shares': from a share modal to the sharing screen. */
export function ManageSharesLink() {
  const { t } = useTranslation('sharing');
  return (
    <Link
      to="/sharing"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400"
    >
      <ExternalLink className="size-4" />
      {t('shareModal.manage')}
    </Link>
  );
}
