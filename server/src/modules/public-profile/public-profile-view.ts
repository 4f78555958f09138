import { CATEGORIES, type Category } from '@vaultbox/common/media-category.ts';
import { PREVIEW_STATES, type PreviewState } from '@vaultbox/common/schemas/media.ts';
import { publicProfileApiPath, type PublicFile, type PublicProfile } from '@vaultbox/common/schemas/public-profile.ts';
import { publicServingOf, type StrippingProblem } from '@vaultbox/common/strippable-types.ts';
import type { UserRow } from '../../db/tables.ts';
import type { PublicFileRow } from '../../repos/public-profile.repo.ts';

const categoryOf = (value: string): Category =>
  (CATEGORIES as readonly string[]).includes(value) ? (value as Category) : 'other';

const previewStateOf = (value: string): PreviewState =>
  (PREVIEW_STATES as readonly string[]).includes(value) ? (value as PreviewState) : 'none';

/** What the preview route serves: the browser-viewable copy once it is made, else the file itself. */
export const previewTypeOf = (row: PublicFileRow): string =>
  row.preview_state === 'ready' && row.preview_mime_type ? row.preview_mime_type : row.mime_type;

/**
 * Why the byte routes refuse a public file (422): a photo or video whose location and camera data cannot be removed,
 * or whose clean copy failed. Documents are served as they are (publicServingOf).
 */
export function strippingProblemOf(row: Pick<PublicFileRow, 'mime_type' | 'stripped_error'>): StrippingProblem | null {
  const serving = publicServingOf(row.mime_type);
  if (serving === 'withheld') return 'unsupported_type';
  return serving === 'stripped' && row.stripped_error !== null ? 'copy_failed' : null;
}

/** The profile as a visitor sees it: never the e-mail address, role, storage or preferences. */
export function toPublicProfile(user: UserRow): PublicProfile {
  return {
    username: user.username,
    displayName: user.display_name,
    bio: user.bio,
    avatar: user.avatar_key
      ? `${publicProfileApiPath(user.username)}/avatar?v=${user.avatar_key.slice(0, 12)}`
      : user.avatar,
  };
}

export function toPublicFile(row: PublicFileRow): PublicFile {
  return {
    id: row.id,
    title: row.title,
    originalName: row.original_name,
    description: row.description,
    size: Number(row.size),
    mimeType: row.mime_type,
    category: categoryOf(row.category),
    previewState: previewStateOf(row.preview_state),
    createdAt: row.created_at,
    hasThumbnail: row.thumbnail_state === 'ready',
    previewMimeType: previewTypeOf(row),
    strippingProblem: strippingProblemOf(row),
  };
}
