import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import type { AlbumFileActions, AlbumFilePlace } from './album-file-actions.ts';

const MOVE =
  'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-30 disabled:hover:bg-transparent dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white';

/** Move up and Move down of a file in a manually ordered album: buttons, so the keyboard reaches them. */
export function MoveButtons({
  file,
  place,
  actions,
  busy,
}: {
  file: MediaFile;
  place: AlbumFilePlace;
  actions: AlbumFileActions;
  busy: boolean;
}) {
  const { t } = useTranslation('albums');
  return (
    <span className="inline-flex items-center">
      <IconButton
        label={t('file.moveUpNamed', { name: file.title })}
        className={MOVE}
        disabled={busy || !place.canMoveUp}
        onClick={() => actions.move(file, 'up')}
      >
        <ArrowUp className="size-4" />
      </IconButton>
      <IconButton
        label={t('file.moveDownNamed', { name: file.title })}
        className={MOVE}
        disabled={busy || !place.canMoveDown}
        onClick={() => actions.move(file, 'down')}
      >
        <ArrowDown className="size-4" />
      </IconButton>
    </span>
  );
}
