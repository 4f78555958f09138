import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FolderPlus, X } from 'lucide-react';
import { useMediaAlbums, useRemoveFromAlbum } from '../lib/albums-api.ts';
import { errorMessage } from '../lib/api-client.ts';
import { notify } from '../lib/toast.ts';
import { AddToAlbumDialog } from './add-to-album-dialog.tsx';
import { Button } from './ui/button.tsx';

/** The player's "In albums": the albums a file is in, each a link with its remove button, and "Add to album". */
export function FileAlbums({ mediaId }: { mediaId: string }) {
  const { t } = useTranslation('albums');
  const albums = useMediaAlbums(mediaId);
  const remove = useRemoveFromAlbum();
  const [adding, setAdding] = useState(false);

  const removeFrom = (album: { id: string; name: string }) =>
    remove.mutate(
      { albumId: album.id, mediaIds: [mediaId] },
      {
        onSuccess: () => notify.success(t('file.removed', { name: album.name })),
        onError: (error) => notify.error(errorMessage(error, t('file.removeFailed'))),
      },
    );

  return (
    <section
      aria-labelledby="file-albums-title"
      data-testid="file-albums"
      className="mt-4 border-t border-slate-100 pt-4 dark:border-slate-800"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 id="file-albums-title" className="font-semibold text-slate-900 dark:text-white">
          {t('file.title')}
        </h3>
        <Button variant="ghost" size="sm" icon={<FolderPlus className="size-4" />} onClick={() => setAdding(true)}>
          {t('file.add')}
        </Button>
      </div>
      {albums.data && albums.data.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {albums.data.map((album) => (
            <li
              key={album.id}
              className="inline-flex max-w-full items-center gap-0.5 rounded-full bg-indigo-500/10 py-0.5 pr-0.5 pl-2.5 text-sm text-indigo-700 dark:text-indigo-300"
            >
              <Link to={`/albums/${encodeURIComponent(album.id)}`} className="truncate hover:underline">
                {album.name}
              </Link>
              <button
                type="button"
                onClick={() => removeFrom(album)}
                disabled={remove.isPending}
                aria-label={t('file.remove', { name: album.name })}
                title={t('file.remove', { name: album.name })}
                className="rounded-full p-1 hover:bg-indigo-500/20 disabled:opacity-50"
              >
                <X className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {albums.isPending ? t('file.loading') : albums.isError ? t('file.loadFailed') : t('file.none')}
        </p>
      )}
      <AddToAlbumDialog mediaIds={adding ? [mediaId] : null} onClose={() => setAdding(false)} />
    </section>
  );
}
