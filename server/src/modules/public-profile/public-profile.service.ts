import type { Readable } from 'node:stream';
import { isPreviewableType } from '@vaultbox/common/previewable.ts';
import type { ThumbnailSize } from '@vaultbox/common/schemas/media.ts';
import { pageFactsOf } from '@vaultbox/common/schemas/paging.ts';
import type { PublicProfileQuery, PublicProfileResponse } from '@vaultbox/common/schemas/public-profile.ts';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/tables.ts';
import { AppError, notFoundError } from '../../errors.ts';
import { profileIsPublic } from '../../domain/account/user-view.ts';
import type { MediaContent } from '../../domain/media/media-content.ts';
import type { AvatarSource, MediaContentSource } from '../../domain/ports.ts';
import { findPublicFile, findPublicFilePage, type PublicFileRow } from '../../repos/public-profile.repo.ts';
import { findUserByUsername } from '../../repos/user.repo.ts';
import { publicServingOf } from '@vaultbox/common/strippable-types.ts';
import { previewTypeOf, strippingProblemOf, toPublicFile, toPublicProfile } from './public-profile-view.ts';

/** Which bytes of a public file a route wants: what a browser shows, or the file to keep. */
export type PublicByteRoute = 'preview' | 'download';

/** The one answer of a profile that may not be shown, whatever the reason: none can be told from another. */
const profileNotFoundError = () => new AppError('PROFILE_NOT_FOUND');
const notServableError = () =>
  new AppError(
    'METADATA_NOT_REMOVABLE',
    'This file cannot be served without its location and camera data, so its public page does not offer it.',
  );

/**
 * The public profile page (docs/product.md, Public profile): anyone may read the profile, its files marked public
 * and their bytes while the owner's profileVisibility is 'public' and the account is active. Private, unknown and
 * deactivated accounts answer the same 404, on every route; a file not marked public is 404 too. Every byte served
 * is the file without its location and camera data (a type that cannot be cleaned is refused: 422, never the
 * original).
 */
export function createPublicProfileService(ctx: AppContext, media: MediaContentSource, avatars: AvatarSource) {
  const { db } = ctx;

  async function findPublicOwner(username: string): Promise<UserRow> {
    const user = await findUserByUsername(db, username);
    if (!user || !user.is_active || !profileIsPublic(user.preferences)) {
      throw profileNotFoundError();
    }
    return user;
  }

  async function findFile(username: string, id: string): Promise<{ owner: UserRow; file: PublicFileRow }> {
    const owner = await findPublicOwner(username);
    const file = await findPublicFile(db, owner.id, id);
    if (!file) throw notFoundError();
    return { owner, file };
  }

  async function page(username: string, query: PublicProfileQuery): Promise<PublicProfileResponse['data']> {
    const owner = await findPublicOwner(username);
    const { rows, total } = await findPublicFilePage(db, owner.id, query);
    return { profile: toPublicProfile(owner), files: rows.map(toPublicFile), ...pageFactsOf(query, total) };
  }

  /** The file without location and camera data (documents as they are): the browser-viewable copy for a preview. */
  async function openFile(username: string, id: string, route: PublicByteRoute): Promise<MediaContent> {
    const { owner, file } = await findFile(username, id);
    if (strippingProblemOf(file) === 'unsupported_type') throw notServableError();
    if (route === 'preview') {
      // As a share's preview: nothing to show while the viewable copy is made, nor of a type a browser cannot show.
      if (file.preview_state === 'pending') throw new AppError('PREVIEW_NOT_READY');
      if (!isPreviewableType(previewTypeOf(file))) throw new AppError('NOT_PREVIEWABLE');
    }
    try {
      return await media.content(owner, file.id, {
        stripped: publicServingOf(file.mime_type) === 'stripped',
        viewable: route === 'preview',
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'METADATA_NOT_REMOVABLE') throw notServableError();
      throw error;
    }
  }

  /** Thumbnails are small WebP pictures made from pixels alone: they carry no metadata. */
  async function thumbnail(
    username: string,
    id: string,
    size: ThumbnailSize,
  ): Promise<{ stream: Readable; etag: string }> {
    const { owner, file } = await findFile(username, id);
    return media.thumbnail(owner, file.id, size);
  }

  async function avatar(username: string): Promise<{ stream: Readable; etag: string }> {
    const owner = await findPublicOwner(username);
    return avatars.read(owner.id);
  }

  return { page, openFile, thumbnail, avatar };
}

export type PublicProfileService = ReturnType<typeof createPublicProfileService>;
