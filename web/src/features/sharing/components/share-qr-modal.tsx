import { useTranslation } from 'react-i18next';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import { QrCode } from '../../../components/qr-code.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useShareLink } from '../../../lib/share-api.ts';

/** The row menu's "QR code": the link's code to scan, and its PNG (docs/product.md, Multi-file shares). */
export function ShareQrModal({ share, onClose }: { share: ShareLink | null; onClose: () => void }) {
  const { t } = useTranslation('share-items');
  const shareLinkOf = useShareLink();
  return (
    <Modal open={share !== null} onClose={onClose} title={t('qr.title')} description={share?.title} size="sm">
      {share ? (
        <div className="space-y-3">
          <p className="text-center text-sm text-slate-600 dark:text-slate-300">{t('qr.description')}</p>
          <QrCode value={shareLinkOf(share)} fileName={`share-${share.slug}-qr`} size={224} />
        </div>
      ) : null}
    </Modal>
  );
}
