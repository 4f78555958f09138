import type { UploadResponse } from '@vaultbox/common/schemas/media.ts';
import { uploadMedia, type UploadOptions } from '../../../lib/upload.ts';

/** POST /api/media/upload (multipart file, title, description) with progress; resolves with the new file's id. */
export async function uploadFile(file: File, options: UploadOptions): Promise<string | null> {
  const res: UploadResponse | null = await uploadMedia(file, options);
  return res?.mediaId ?? res?.data?.file?.id ?? null;
}
