import type { Album, AlbumOrder, UpdateAlbumRequest } from '@vaultbox/common/schemas/albums.ts';
import { DESCRIPTION_MAX, TITLE_MAX } from '@vaultbox/common/media-fields.ts';

export interface AlbumFormValues {
  name: string;
  description: string;
  order: AlbumOrder;
}

export const emptyAlbumForm: AlbumFormValues = { name: '', description: '', order: 'manual' };

export function albumFormValues(album: Album): AlbumFormValues {
  return { name: album.name, description: album.description, order: album.order };
}

/** The i18n key of what is wrong with the form (the server's own limits), or null. */
export function albumFormProblem(
  values: AlbumFormValues,
): 'form.nameRequired' | 'form.nameTooLong' | 'form.descriptionTooLong' | null {
  const name = values.name.trim();
  if (!name) return 'form.nameRequired';
  if (name.length > TITLE_MAX) return 'form.nameTooLong';
  if (values.description.trim().length > DESCRIPTION_MAX) return 'form.descriptionTooLong';
  return null;
}

/** Only what the edit changed, trimmed as the server keeps it: an unchanged form sends nothing. */
export function albumChanges(album: Album, values: AlbumFormValues): UpdateAlbumRequest {
  const changes: UpdateAlbumRequest = {};
  const name = values.name.trim();
  const description = values.description.trim();
  if (name !== album.name) changes.name = name;
  if (description !== album.description) changes.description = description;
  if (values.order !== album.order) changes.order = values.order;
  return changes;
}
