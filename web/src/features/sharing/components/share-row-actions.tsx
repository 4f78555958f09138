import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Activity, Copy, ExternalLink, Pencil, QrCode, Trash2 } from 'lucide-react';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import { LIST_ICON_ACTION, ListActions, ListIconAction } from '../../../components/list-table.tsx';
import type { RowActions } from '../../../lib/row-actions.ts';

export type ShareActions = RowActions<ShareLink, 'copy' | 'qr' | 'edit' | 'remove' | 'resume'>;

/** Where a share's activity is: a page of its own, so that a notification can link to it. */
export const shareActivityPath = (share: Pick<ShareLink, 'id'>) => `/sharing/${encodeURIComponent(share.id)}/activity`;

/** Copy link, QR code, Open link (a new tab on /s/{slug}), Activity, Edit, Delete. */
export function ShareRowActions({ share, actions }: { share: ShareLink; actions: ShareActions }) {
  const { t } = useTranslation('sharing');
  const { t: tItems } = useTranslation('share-items');
  return (
    <ListActions label={t('actions.menu', { name: share.title })}>
      <ListIconAction label={t('actions.copy')} icon={Copy} onClick={() => actions.copy(share)} />
      <ListIconAction label={tItems('qr.action')} icon={QrCode} onClick={() => actions.qr(share)} />
      <a
        href={`/s/${encodeURIComponent(share.slug)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={LIST_ICON_ACTION}
        aria-label={t('actions.open')}
        title={t('actions.open')}
      >
        <ExternalLink className="size-4" />
      </a>
      <Link
        to={shareActivityPath(share)}
        className={LIST_ICON_ACTION}
        aria-label={t('actions.activity')}
        title={t('actions.activity')}
      >
        <Activity className="size-4" />
      </Link>
      <ListIconAction label={t('actions.edit')} icon={Pencil} onClick={() => actions.edit(share)} />
      <ListIconAction label={t('actions.delete')} icon={Trash2} onClick={() => actions.remove(share)} danger />
    </ListActions>
  );
}
