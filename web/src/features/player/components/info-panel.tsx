import type { ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { DetailRow } from '../../../components/detail-row.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDuration } from '../player-math.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** A field of the panel: a whole line of the two-column list unless `className` places it otherwise. */
function Row({
  className = 'col-span-2',
  ...props
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return <DetailRow className={cn('py-2.5', className)} {...props} />;
}

/** The player's info panel (docs/product.md, Player). */
export function InfoPanel({ file, onEdit }: { file: MediaFile; onEdit: () => void }) {
  const { formatBytes, formatDateTime } = useFormat();
  const { t } = useTranslation('media');
  const { duration, width, height } = file.metadata;
  const unknown = t('player.info.unknown');
  return (
    <div data-testid="info-panel">
      <div className="mb-2 flex items-center justify-between">
        <h3 className="font-semibold text-slate-900 dark:text-white">{t('player.info.title')}</h3>
        <button
          type="button"
          onClick={onEdit}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-indigo-600 hover:bg-indigo-50 dark:text-indigo-400 dark:hover:bg-indigo-500/10"
        >
          <Pencil className="size-3.5" />
          {t('player.edit')}
        </button>
      </div>
      {/* Two columns, so that views and downloads share a line while every field stays a direct child of the list. */}
      <dl className="grid grid-cols-2 divide-y divide-slate-100 dark:divide-slate-800">
        <Row label={t('player.info.fieldTitle')} testId="info-title">
          {file.title}
        </Row>
        <Row label={t('player.info.description')}>
          {file.description ? (
            <span className="whitespace-pre-wrap">{file.description}</span>
          ) : (
            <span className="text-slate-500 dark:text-slate-400">{t('player.info.noDescription')}</span>
          )}
        </Row>
        <Row label={t('player.info.fileSize')}>{formatBytes(file.size)}</Row>
        <Row label={t('player.info.type')}>
          <span className="capitalize">{t(`categories.${file.category}`)}</span>
          <span className="ml-2 font-mono text-xs text-slate-500 dark:text-slate-400">{file.mimeType}</span>
        </Row>
        <Row label={t('player.info.duration')}>{duration ? formatDuration(duration) : unknown}</Row>
        <Row label={t('player.info.dimensions')}>{width && height ? `${width} × ${height}` : unknown}</Row>
        <Row label={t('player.info.views')} testId="info-views" className="col-span-1">
          {file.viewCount}
        </Row>
        <Row label={t('player.info.downloads')} testId="info-downloads" className="col-span-1 pl-4">
          {file.downloadCount}
        </Row>
        <Row label={t('player.info.created')}>{formatDateTime(file.createdAt)}</Row>
        <Row label={t('player.info.tags')}>
          {file.tags.length > 0 ? (
            <span className="flex flex-wrap gap-1.5">
              {file.tags.map((tag) => (
                <span
                  key={tag}
                  className="rounded-full bg-indigo-500/10 px-2 py-0.5 text-xs font-medium text-indigo-600 dark:text-indigo-300"
                >
                  {tag}
                </span>
              ))}
            </span>
          ) : (
            <span className="text-slate-500 dark:text-slate-400">{t('player.info.noTags')}</span>
          )}
        </Row>
      </dl>
    </div>
  );
}
