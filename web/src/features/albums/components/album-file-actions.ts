import { ArrowDown, ArrowUp, Eye, FolderMinus, ImageIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import type { RowMenuItem } from '../../../components/row-menu.tsx';
import type { MoveDirection } from '../album-order.ts';

/** What a card or a row of an album can do with its file. */
export interface AlbumFileActions {
  open: (file: MediaFile) => void;
  setCover: (file: MediaFile) => void;
  remove: (file: MediaFile) => void;
  move: (file: MediaFile, direction: MoveDirection) => void;
}

/** Where a file stands in its album: the cover or not, and the moves its place allows (none in date order). */
export interface AlbumFilePlace {
  isCover: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
}

/** The menu of one file of an album: Open, Use as cover, Move up, Move down, Remove from album. */
export function albumFileMenuItems(
  file: MediaFile,
  place: AlbumFilePlace,
  actions: AlbumFileActions,
  t: TFunction<'albums'>,
): RowMenuItem[] {
  const items: RowMenuItem[] = [{ label: t('file.open'), icon: Eye, onSelect: () => actions.open(file) }];
  if (!place.isCover)
    items.push({ label: t('file.useAsCover'), icon: ImageIcon, onSelect: () => actions.setCover(file) });
  if (place.canMoveUp) items.push({ label: t('file.moveUp'), icon: ArrowUp, onSelect: () => actions.move(file, 'up') });
  if (place.canMoveDown)
    items.push({ label: t('file.moveDown'), icon: ArrowDown, onSelect: () => actions.move(file, 'down') });
  items.push({
    label: t('file.removeFromAlbum'),
    icon: FolderMinus,
    onSelect: () => actions.remove(file),
    danger: true,
  });
  return items;
}
