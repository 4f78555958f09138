import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import type { RowActions } from '../../../lib/row-actions.ts';

/** What a card or a row can do with its file. */
export type FileActions = RowActions<MediaFile, 'preview' | 'download' | 'share' | 'edit' | 'togglePublic' | 'remove'>;

export interface Selection {
  size: number;
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
}
