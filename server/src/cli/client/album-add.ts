import type { AlbumFilesRequest } from '@vaultbox/common/schemas/albums.ts';
import { BULK_IDS_MAX } from '@vaultbox/common/schemas/media.ts';
import { retryingMaintenance, type MaintenanceRetryOptions } from './maintenance-retry.ts';

/** What `vaultbox upload --album` needs of the API client: one POST. */
export interface AlbumApi {
  post(path: string, body: unknown): Promise<unknown>;
}

/**
 * Adds the uploaded files to the album, in batches the server accepts. Like the upload before it, each batch waits out
 * a maintenance (maintenance-retry.ts). Returns the refusal's sentence, or null when every file was added.
 */
export async function addToAlbum(
  albumId: string,
  mediaIds: string[],
  api: AlbumApi,
  retry: MaintenanceRetryOptions,
): Promise<string | null> {
  try {
    for (let i = 0; i < mediaIds.length; i += BULK_IDS_MAX) {
      const body: AlbumFilesRequest = { mediaIds: mediaIds.slice(i, i + BULK_IDS_MAX) };
      await retryingMaintenance(() => api.post(`/api/albums/${encodeURIComponent(albumId)}/files`, body), retry);
    }
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
