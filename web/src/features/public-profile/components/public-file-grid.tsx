import { useTranslation } from 'react-i18next';
import type { PublicFile } from '@vaultbox/common/schemas/public-profile.ts';
import { Thumbnail } from '../../../components/media-thumbnail.tsx';
import { publicThumbnailUrl } from '../public-profile-urls.ts';

/** The public files, newest first: each a tile that opens the viewer. */
export function PublicFileGrid({
  username,
  files,
  onOpen,
}: {
  username: string;
  files: PublicFile[];
  onOpen: (file: PublicFile) => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" aria-label={t('files')}>
      {files.map((file) => (
        <li key={file.id}>
          <button
            type="button"
            onClick={() => onOpen(file)}
            className="group block w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition hover:border-indigo-400 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:border-slate-800 dark:bg-slate-900"
            data-testid="public-file"
          >
            <div className="aspect-square w-full overflow-hidden bg-slate-100 dark:bg-slate-800">
              <Tile username={username} file={file} />
            </div>
            <div className="px-3 py-2">
              <p className="truncate text-sm font-medium text-slate-800 dark:text-slate-200">{file.title}</p>
              <p className="truncate text-xs text-slate-500 dark:text-slate-400">{file.originalName}</p>
            </div>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Tile({ username, file }: { username: string; file: PublicFile }) {
  return (
    <Thumbnail
      src={file.hasThumbnail ? publicThumbnailUrl(username, file.id) : null}
      alt=""
      category={file.category}
      className="transition group-hover:scale-[1.02]"
      iconClassName="size-10"
    />
  );
}
