import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FileRequest } from '@vaultbox/common/schemas/file-requests.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { Pager } from '../../../components/pager.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { LoadingLine } from '../../../components/ui/spinner.tsx';
import { useFileRequestUploads } from '../api/file-requests-api.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** Who sent what and when through a request; what arrived since the owner's last look is marked new. */
export function RequestUploadsModal({ request, onClose }: { request: FileRequest | null; onClose: () => void }) {
  const { t } = useTranslation('file-requests');
  return (
    <Modal
      open={request !== null}
      onClose={onClose}
      title={t('uploads.title', { title: request?.title ?? '' })}
      size="lg"
    >
      {request ? <UploadsTable key={request.id} request={request} /> : null}
    </Modal>
  );
}

function UploadsTable({ request }: { request: FileRequest }) {
  const { formatBytes, formatDateTime } = useFormat();
  const { t } = useTranslation('file-requests');
  const [page, setPage] = useState(1);
  const uploads = useFileRequestUploads(request.id, page);
  if (uploads.error) return <LoadErrorAlert query={uploads} title={t('uploads.loadFailed')} retryLabel={t('retry')} />;
  if (!uploads.data) return <LoadingLine className="justify-center py-8">{t('visitor.loading')}</LoadingLine>;
  const { uploads: rows, totalPages } = uploads.data;
  return (
    <div className="space-y-4">
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">{t('uploads.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="file-request-uploads">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5 text-sm">
              <span className="min-w-0 flex-1 truncate font-medium text-slate-900 dark:text-white" title={row.fileName}>
                {row.fileName}
              </span>
              {row.isNew ? (
                <span className="rounded bg-indigo-50 px-1.5 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
                  {t('uploads.new')}
                </span>
              ) : null}
              <span className="text-slate-700 dark:text-slate-300">{row.uploaderName ?? t('uploads.anonymous')}</span>
              <span className="text-slate-600 dark:text-slate-400">{formatBytes(row.size)}</span>
              <span className="text-slate-600 dark:text-slate-400">{formatDateTime(row.uploadedAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} totalPages={totalPages} onChange={setPage} />
      {request.albumId ? (
        <Link
          to={`/albums/${encodeURIComponent(request.albumId)}`}
          className="inline-block text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400"
        >
          {t('uploads.album')}
        </Link>
      ) : null}
    </div>
  );
}
