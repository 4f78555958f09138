import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Album } from '@vaultbox/common/schemas/albums.ts';
import { AlbumCover } from './album-cover.tsx';
import { useFormat } from '../../../lib/use-format.ts';

/** One album of the Albums screen: its cover, name and how many files it holds; the whole card opens it. */
export function AlbumCard({ album }: { album: Album }) {
  const { formatBytes } = useFormat();
  const { t } = useTranslation('albums');
  return (
    <Link
      to={`/albums/${encodeURIComponent(album.id)}`}
      data-testid="album-card"
      className="group block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="aspect-[4/3] overflow-hidden bg-slate-100 dark:bg-slate-800/60">
        <AlbumCover
          coverMediaId={album.coverMediaId}
          className="transition duration-300 motion-safe:group-hover:scale-105"
        />
      </div>
      <div className="space-y-1 p-3">
        <p className="truncate text-sm font-medium text-slate-900 dark:text-white" title={album.name}>
          {album.name}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('list.fileCount', { count: album.fileCount })} · {formatBytes(album.totalSize)}
        </p>
      </div>
    </Link>
  );
}
