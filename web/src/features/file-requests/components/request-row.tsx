import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Copy, FolderOpen, Inbox, Pencil, Power, QrCode as QrIcon, Trash2 } from 'lucide-react';
import type { FileRequest } from '@vaultbox/common/schemas/file-requests.ts';
import { RowMenu, type RowMenuItem } from '../../../components/row-menu.tsx';
import { copyRequestLink, useRequestLink } from './request-link-modal.tsx';
import { useFormat } from '../../../lib/use-format.ts';

export interface RequestRowActions {
  edit: (request: FileRequest) => void;
  showLink: (request: FileRequest) => void;
  showUploads: (request: FileRequest) => void;
  toggle: (request: FileRequest) => void;
  remove: (request: FileRequest) => void;
}

const isExpired = (request: FileRequest) =>
  request.expiresAt !== null && new Date(request.expiresAt).getTime() <= Date.now();

const CHIP = 'rounded px-1.5 py-px text-[11px] font-semibold';

/** One request in the owner's list: its state, what arrived, what is new, and its menu. */
export function RequestRow({ request, actions }: { request: FileRequest; actions: RequestRowActions }) {
  const { formatBytes, formatDate } = useFormat();
  const { t } = useTranslation('file-requests');
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const link = useRequestLink()(request);
  const items: RowMenuItem[] = [
    { label: t('actions.copy'), icon: Copy, onSelect: () => void copyRequestLink(link, t) },
    { label: t('actions.qr'), icon: QrIcon, onSelect: () => actions.showLink(request) },
    { label: t('actions.uploads'), icon: Inbox, onSelect: () => actions.showUploads(request) },
    { label: t('actions.edit'), icon: Pencil, onSelect: () => actions.edit(request) },
    {
      label: request.isActive ? t('actions.turnOff') : t('actions.turnOn'),
      icon: Power,
      onSelect: () => actions.toggle(request),
    },
    { label: t('actions.delete'), icon: Trash2, onSelect: () => actions.remove(request), danger: true },
  ];
  if (request.albumId) {
    const albumId = request.albumId;
    items.splice(3, 0, {
      label: t('actions.album'),
      icon: FolderOpen,
      onSelect: () => void navigate(`/albums/${encodeURIComponent(albumId)}`),
    });
  }
  return (
    <li
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid="file-request-row"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => actions.showUploads(request)}
            className="min-w-0 truncate text-left font-medium text-slate-900 hover:text-indigo-600 dark:text-white dark:hover:text-indigo-400"
          >
            {request.title}
          </button>
          {request.newUploads > 0 ? (
            <span className={`${CHIP} bg-indigo-600 text-white`} data-testid="file-request-new">
              {t('row.new', { count: request.newUploads })}
            </span>
          ) : null}
          {!request.isActive ? (
            <span className={`${CHIP} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300`}>
              {t('row.off')}
            </span>
          ) : isExpired(request) ? (
            <span className={`${CHIP} bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300`}>
              {t('row.expired')}
            </span>
          ) : null}
          {request.hasPassword ? (
            <span className={`${CHIP} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300`}>
              {t('row.password')}
            </span>
          ) : null}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('row.files', { count: request.uploadCount })} · {formatBytes(request.totalSize)} ·{' '}
          {request.lastUploadAt ? t('row.lastUpload', { date: formatDate(request.lastUploadAt) }) : t('row.noUploads')}
        </p>
        {request.expiresAt && !isExpired(request) ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('row.expires', { date: formatDate(request.expiresAt) })}
          </p>
        ) : null}
      </div>
      <RowMenu
        label={t('row.menu', { title: request.title })}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        items={items}
      />
    </li>
  );
}
