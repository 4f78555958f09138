import type { MediaFile } from '@vaultbox/common/schemas/media.ts';

/** What a card or a row can do with its file. */
export interface FileActions {
  preview: (file: MediaFile) => void;
  download: (file: MediaFile) => void;
  share: (file: MediaFile) => void;
  edit: (file: MediaFile) => void;
  remove: (file: MediaFile) => void;
}

export interface Selection {
  size: number;
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
}
