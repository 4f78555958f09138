import { z } from 'zod';
import { PUBLIC_PROFILE_PAGE_SIZE, USERNAME_MAX } from '../constants.ts';
import { STRIPPING_PROBLEMS } from '../strippable-types.ts';
import { dataResponse, idField } from './common.ts';
import { mediaFileSchema, THUMBNAIL_SIZES } from './media.ts';
import { pageFacts, pageParams } from './paging.ts';

// The public profile page /u/{username} (docs/product.md, Public profile): anyone may read it while its owner's
// profileVisibility is 'public'. Private, unknown and deactivated accounts all answer the same 404.

/** Any text: a name that is not a public profile's is simply not found (404), like an unknown one. */
export const usernameParams = z.object({ username: z.string().max(USERNAME_MAX + 50) });
export const publicFileParams = usernameParams.extend({ id: idField });

export const publicProfileQuery = z.object(pageParams(PUBLIC_PROFILE_PAGE_SIZE));
export type PublicProfileQuery = z.infer<typeof publicProfileQuery>;

export const publicThumbnailSizeQuery = z.object({
  size: z.enum(THUMBNAIL_SIZES).catch('medium').default('medium'),
});

/** What a visitor may learn of a file its owner marked public: never tags, counts or anything of the owner's library. */
export const publicFileSchema = z.object({
  ...mediaFileSchema.pick({
    id: true,
    title: true,
    originalName: true,
    description: true,
    size: true,
    mimeType: true,
    category: true,
    previewState: true,
    createdAt: true,
  }).shape,
  hasThumbnail: z.boolean(),
  /** What the preview URL serves: the browser-viewable copy's type when one is ready, else the file's own type. */
  previewMimeType: z.string(),
  /**
   * Public files are served without location and camera data (documents as they are, publicServingOf):
   * 'unsupported_type', a photo or video whose data cannot be removed; 'copy_failed', its clean copy could not be made.
   * Either way every byte route refuses it (422). Null: served.
   */
  strippingProblem: z.enum(STRIPPING_PROBLEMS).nullable(),
});
export type PublicFile = z.infer<typeof publicFileSchema>;

export const publicProfileSchema = z.object({
  username: z.string(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  /** An address the page shows as the picture: the profile's own avatar route, or the linked picture. Null: none. */
  avatar: z.string().nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The profile and one page of its public files, newest first. */
export const publicProfileResponse = dataResponse({
  profile: publicProfileSchema,
  files: z.array(publicFileSchema),
  ...pageFacts,
});
export type PublicProfileResponse = z.infer<typeof publicProfileResponse>;

// In public-profile-path.ts, so that the public share page links a profile without loading zod and the schemas.
export { publicProfileApiPath, publicProfilePath } from '../public-profile-path.ts';
