import { z } from 'zod';
import {
  MEDIA_SORT_KEYS,
  THUMBNAIL_SIZES,
  THUMBNAIL_STATES,
  PREVIEW_STATES,
  PREVIEW_FAILURES,
  TITLE_MAX,
  DESCRIPTION_MAX,
  TAG_MAX,
  TAGS_MAX,
  BULK_IDS_MAX,
} from '../media-fields.ts';
import { RECENT_FILES_DEFAULT } from '../constants.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../control-characters.ts';
import { CATEGORIES } from '../media-category.ts';
import { dataResponse, idField, successResponse } from './common.ts';
import { dateRangeParams, pagedDataResponse, pageParams, searchParam, sortByParam, sortOrderParam } from './paging.ts';

// In media-fields.ts, so that a page reads them without loading zod and the schemas.
export * from '../media-fields.ts';

export const mediaFileSchema = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  filename: z.string(),
  originalName: z.string(),
  description: z.string(),
  size: z.number(),
  mimeType: z.string(),
  category: z.enum(CATEGORIES),
  tags: z.array(z.string()),
  viewCount: z.number(),
  downloadCount: z.number(),
  isPublic: z.boolean(),
  isEncrypted: z.boolean(),
  thumbnailState: z.enum(THUMBNAIL_STATES),
  previewState: z.enum(PREVIEW_STATES),
  /** The type the stream URL serves when previewState is 'ready' (image/webp, video/mp4); null otherwise. */
  previewMimeType: z.string().nullable(),
  /** Why the copy could not be made when previewState is 'failed'; null otherwise. */
  previewFailure: z.enum(PREVIEW_FAILURES).nullable(),
  /** Came through a file request and its owner has not opened it yet (docs/product.md, File requests). */
  fromOutside: z.boolean(),
  metadata: z.object({
    duration: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

const intParam = (min: number, max: number, fallback: number) =>
  z.coerce.number({ error: 'Must be a number' }).int('Must be a whole number').min(min).max(max).catch(fallback);

/** Query strings: unknown keys are ignored, out-of-range paging falls back or is capped. */
export const mediaListQuery = z.object({
  ...pageParams(),
  search: searchParam,
  // 'all' is the library's "no filter" chip; an empty value means the same.
  category: z
    .enum([...CATEGORIES, 'all', ''], { error: `Category must be one of ${CATEGORIES.join(', ')}` })
    .optional()
    .transform((c) => (c === 'all' || c === '' ? undefined : c)),
  sortBy: sortByParam(MEDIA_SORT_KEYS),
  sortOrder: sortOrderParam,
  /** Only the files of this album of the caller's (the library's album filter); an album of someone else's: 404. */
  albumId: idField.optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuery>;

export const mediaSearchQuery = mediaListQuery.extend({
  tags: z.string().max(1000).optional(),
  ...dateRangeParams,
  minSize: intParam(0, Number.MAX_SAFE_INTEGER, 0).optional(),
  maxSize: intParam(0, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER).optional(),
});
export type MediaSearchQuery = z.infer<typeof mediaSearchQuery>;

/**
 * GET /media/{id}/position: where a file sits in the library list these filters and this sort make (the player opened
 * without a page: a pasted link, a bookmark, the dashboard), so it can show "3 / 120" and walk that list.
 */
export const mediaPositionQuery = mediaSearchQuery.omit({ page: true, limit: true });
export type MediaPositionQuery = z.infer<typeof mediaPositionQuery>;

/** `index` counts from 0; null when the file is not in that list (the filters leave it out). */
export const mediaPositionResponse = dataResponse({ index: z.number().int().nullable(), total: z.number() });
export type MediaPositionResponse = z.infer<typeof mediaPositionResponse>;
export type MediaPosition = MediaPositionResponse['data'];

export const mediaListResponse = pagedDataResponse('files', mediaFileSchema);
export type MediaListResponse = z.infer<typeof mediaListResponse>;

export const mediaFileResponse = dataResponse({ file: mediaFileSchema });
export type MediaFileResponse = z.infer<typeof mediaFileResponse>;

/** The new file's id beside the same `data` as GET /media/{id}. */
export const uploadResponse = successResponse({ mediaId: z.string(), data: mediaFileResponse.shape.data });
export type UploadResponse = z.infer<typeof uploadResponse>;

/** Text that names or describes a file: no control characters but tabs and line breaks. */
const withoutControls = (text: z.ZodString) =>
  text.refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE);

export const tagsField = z
  .array(
    withoutControls(
      z.string().trim().min(1, 'Tags cannot be empty').max(TAG_MAX, `Each tag must be at most ${TAG_MAX} characters`),
    ),
  )
  .max(TAGS_MAX, `At most ${TAGS_MAX} tags`);

export const updateMediaRequest = z.strictObject({
  title: withoutControls(
    z.string().trim().min(1, 'Title is required').max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  ).optional(),
  description: withoutControls(
    z.string().trim().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
  ).optional(),
  tags: tagsField.optional(),
  /** Public files appear on the owner's public profile while it is public (docs/product.md, Public profile). */
  isPublic: z.boolean({ error: 'isPublic must be true or false' }).optional(),
});
export type UpdateMediaRequest = z.infer<typeof updateMediaRequest>;

/** Multipart text fields of POST /media/upload and /media/upload-fast; they may come before or after the file. */
export const uploadFieldsSchema = z.object({
  title: withoutControls(z.string().trim().max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`)).optional(),
  description: withoutControls(
    z.string().trim().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
  ).optional(),
  /** A JSON array of strings (upload-fast); a comma-separated list is accepted too. */
  tags: z
    .string()
    .max(10_000, 'Tags are too long')
    .transform((raw, ctx) => {
      const text = raw.trim();
      if (text === '') return [];
      if (!text.startsWith('['))
        return text
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean);
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Tags must be a JSON array of strings' });
        return z.NEVER;
      }
    })
    .pipe(tagsField)
    .optional(),
  isPublic: z
    .enum(['true', 'false', '1', '0', 'on'], { error: 'isPublic must be true or false' })
    .transform((v) => ['true', '1', 'on'].includes(v))
    .optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;
export const UPLOAD_FIELD_NAMES = ['title', 'description', 'tags', 'isPublic'] as const;

/** POST /media/{id}/view: the player calls it once per opening. */
export const viewResponse = dataResponse({ viewCount: z.number() });
export type ViewResponse = z.infer<typeof viewResponse>;

/** POST …/bulk-delete: ids of the caller's own items; `noun` names one in the "select at least one" sentence. */
export const bulkDeleteRequestOf = (noun: string) =>
  z.strictObject({
    ids: z
      .array(idField)
      .min(1, `Select at least one ${noun}`)
      .max(BULK_IDS_MAX, `At most ${BULK_IDS_MAX} ids at once`),
  });
export const bulkDeleteRequest = bulkDeleteRequestOf('file');
export const bulkDeleteResponse = successResponse({ deleted: z.number(), message: z.string() });
export type BulkDeleteResponse = z.infer<typeof bulkDeleteResponse>;

export const thumbnailQuery = z.object({ size: z.enum(THUMBNAIL_SIZES).catch('medium').default('medium') });

export const mediaStatsResponse = dataResponse({
  total: z.number(),
  totalSize: z.number(),
  totalViews: z.number(),
  totalDownloads: z.number(),
  categoryBreakdown: z.record(z.string(), z.number()),
});
export type MediaStatsResponse = z.infer<typeof mediaStatsResponse>;

/** GET /user/stats: the dashboard's figures. */
export const userStatsResponse = dataResponse({
  files: mediaStatsResponse.shape.data.pick({ total: true, totalViews: true, categoryBreakdown: true }),
  storage: z.object({ used: z.number(), limit: z.number(), percentage: z.number() }),
  shares: z.object({ total: z.number(), active: z.number(), totalDownloads: z.number() }),
  activity: z.object({ totalUploads: z.number() }),
  // The figures of Settings: Storage, flat beside the dashboard's groups.
  storageUsed: z.number(),
  storageLimit: z.number(),
  totalFiles: z.number(),
  totalViews: z.number(),
  totalDownloads: z.number(),
  activeShares: z.number(),
});
export type UserStatsResponse = z.infer<typeof userStatsResponse>;

export const recentFilesQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(RECENT_FILES_DEFAULT)
    .transform((n) => Math.min(n, 50))
    .default(RECENT_FILES_DEFAULT),
});
export const recentFilesResponse = dataResponse({ files: z.array(mediaFileSchema) });
export type RecentFilesResponse = z.infer<typeof recentFilesResponse>;
