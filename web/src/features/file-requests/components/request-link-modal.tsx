import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import type { FileRequest } from '@vaultbox/common/schemas/file-requests.ts';
import { QrCode } from '../../../components/qr-code.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { usePublicLink } from '../../../lib/public-link.ts';
import { notify } from '../../../lib/toast.ts';

/** Copies a request's link, saying whether it worked. */
export async function copyRequestLink(url: string, t: (key: string) => string): Promise<void> {
  if (await copyText(url)) notify.success(t('actions.copied'));
  else notify.error(t('actions.copyFailed'));
}

/** A request's link as the owner sees and copies it: on this host unless APP_URL is set (`usePublicLink`). */
export function useRequestLink(): (request: Pick<FileRequest, 'slug' | 'url'>) => string {
  const linkOf = usePublicLink();
  return (request) => linkOf(request.url, `/request/${encodeURIComponent(request.slug)}`);
}

/** A request's link and its QR code: shown once it is made, and from its row's menu. */
export function RequestLinkModal({
  request,
  fresh,
  onClose,
}: {
  request: FileRequest | null;
  /** Just made: the heading says the link is ready. */
  fresh: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('file-requests');
  const linkOf = useRequestLink();
  const link = request ? linkOf(request) : '';
  return (
    <Modal
      open={request !== null}
      onClose={onClose}
      title={fresh ? t('ready.title') : t('qr.title')}
      description={fresh ? t('ready.hint') : request?.title}
    >
      {request ? (
        <div className="space-y-4">
          <div className="flex items-center gap-2">
            <input
              readOnly
              value={link}
              aria-label={request.title}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
              data-testid="file-request-url"
            />
            <Button
              variant="secondary"
              icon={<Copy className="size-4" />}
              onClick={() => void copyRequestLink(link, t)}
            >
              {t('actions.copy')}
            </Button>
          </div>
          <QrCode value={link} fileName={t('qr.fileName', { title: request.slug })} />
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('ready.done')}</Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
