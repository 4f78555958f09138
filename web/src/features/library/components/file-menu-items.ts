import { Download, Eye, Globe, Lock, Pencil, Share2, Trash2 } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import type { FileActions } from './file-actions.ts';
import type { RowMenuItem } from '../../../components/row-menu.tsx';

/**
 * The menu of one file, the same in a list row and on a grid card: Preview, Download, Share, Edit, Mark public (or
 * Make private), Delete.
 */
export function fileMenuItems(file: MediaFile, actions: FileActions, t: TFunction<'media'>): RowMenuItem[] {
  return [
    { label: t('library.actions.preview'), icon: Eye, onSelect: () => actions.preview(file) },
    { label: t('library.actions.download'), icon: Download, onSelect: () => actions.download(file) },
    { label: t('library.actions.share'), icon: Share2, onSelect: () => actions.share(file) },
    { label: t('library.actions.edit'), icon: Pencil, onSelect: () => actions.edit(file) },
    file.isPublic
      ? { label: t('library.actions.makePrivate'), icon: Lock, onSelect: () => actions.togglePublic(file) }
      : { label: t('library.actions.makePublic'), icon: Globe, onSelect: () => actions.togglePublic(file) },
    { label: t('library.actions.delete'), icon: Trash2, onSelect: () => actions.remove(file), danger: true },
  ];
}
