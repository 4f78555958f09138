import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { RowThumbnail } from '../../../components/media-thumbnail.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { timeAgo } from '../time-ago.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** The dashboard's 5 most recent files with 'View all'. */
export function RecentFilesCard({
  files,
  loading,
  failed,
}: {
  files: MediaFile[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { formatBytes } = useFormat();
  const { t } = useTranslation();
  const { t: tm } = useTranslation('media');
  return (
    <Card className="lg:col-span-2">
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <h3 className="font-semibold text-slate-900 dark:text-white">{t('dashboard.recentFiles')}</h3>
        <Link to="/library" className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">
          {t('dashboard.viewAll')}
        </Link>
      </div>
      {loading ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-5 text-indigo-500" />
        </div>
      ) : !files || files.length === 0 ? (
        <EmptyState
          icon={<FileText className="size-6" />}
          title={t('dashboard.noRecentFiles')}
          description={failed ? tm('dashboard.recentFailed') : undefined}
        />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="recent-files">
          {files.map((file) => {
            const ago = timeAgo(file.createdAt);
            return (
              <li key={file.id}>
                <Link
                  to={`/player/${file.id}`}
                  className="flex items-center gap-3 px-5 py-3 transition-colors hover:bg-slate-50 dark:hover:bg-slate-800/40"
                >
                  <RowThumbnail file={file} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">
                      {file.title}
                    </span>
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      {formatBytes(file.size)} · {tm(`categories.${file.category}`)}
                    </span>
                  </span>
                  <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                    {tm(ago.key, { count: 'count' in ago ? ago.count : undefined })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
