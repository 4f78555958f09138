import { z } from 'zod';

// Resumable uploads: the tus 1.0 protocol (https://tus.io/protocols/resumable-upload) under /api/uploads/, with the
// creation, creation-with-upload, termination, expiration and checksum extensions. Bytes go in PATCH bodies of type
// application/offset+octet-stream; what the file is (name, title, description, tags, isPublic) goes in
// Upload-Metadata at creation.

export const RESUMABLE_UPLOADS_PATH = '/api/uploads';
export const TUS_VERSION = '1.0.0';
export const TUS_EXTENSIONS = ['creation', 'creation-with-upload', 'termination', 'expiration', 'checksum'] as const;
export const TUS_CHECKSUM_ALGORITHMS = ['sha1', 'sha256', 'md5'] as const;
export const TUS_CONTENT_TYPE = 'application/offset+octet-stream';
/** Names the media file a finished upload became (HEAD and the last PATCH answer with it). */
export const MEDIA_ID_HEADER = 'vaultbox-media-id';
/** Unfinished uploads one user may hold at once; each reserves its declared length of the quota. */
export const MAX_OPEN_UPLOADS = 20;
/** An unfinished upload that receives nothing for this long is removed and gives its reservation back. */
export const UPLOAD_IDLE_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** A PATCH that carries Upload-Checksum is verified before it is kept, so it is held in memory: at most this much. */
export const CHECKSUM_PATCH_MAX_BYTES = 16 * 1024 * 1024;

const byteCount = (name: string) =>
  z
    .string({ error: `${name} header is required` })
    .regex(/^\d{1,16}$/, `${name} must be a whole number of bytes`)
    .transform(Number)
    .pipe(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER, `${name} is too large`));

export const tusCreateHeaders = z.looseObject({
  'upload-length': byteCount('Upload-Length'),
  'upload-metadata': z.string().max(20_000, 'Upload-Metadata is too long').optional(),
});

export const tusPatchHeaders = z.looseObject({
  'upload-offset': byteCount('Upload-Offset'),
  'upload-checksum': z.string().max(200, 'Upload-Checksum is too long').optional(),
});

export const uploadIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown upload') });

/**
 * Upload-Metadata: comma-separated pairs "key base64(value)" (a key alone means an empty value). Null when it is
 * malformed: a key with spaces or commas, a value that is not base64, or a key given twice.
 */
export function parseUploadMetadata(header: string | undefined): Record<string, string> | null {
  const metadata: Record<string, string> = {};
  if (header === undefined || header.trim() === '') return metadata;
  for (const pair of header.split(',')) {
    const [key, value, ...rest] = pair.trim().split(' ');
    if (!key || rest.length > 0 || !/^[\x21-\x7e]+$/.test(key) || Object.hasOwn(metadata, key)) return null;
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
    const decoded = value === undefined ? '' : decodeBase64Utf8(value);
    if (decoded === null) return null;
    metadata[key] = decoded;
  }
  return metadata;
}

/** null when the value is not base64 after all (a length of 4n+1, say, which the pattern lets through). */
function decodeBase64Utf8(value: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

/** Upload-Checksum: "<algorithm> <base64 digest>"; null when malformed or of an algorithm not offered. */
export function parseUploadChecksum(
  header: string,
): { algorithm: (typeof TUS_CHECKSUM_ALGORITHMS)[number]; digest: string } | null {
  const match = /^([a-z0-9]+) ([A-Za-z0-9+/]+={0,2})$/.exec(header.trim());
  const algorithm = TUS_CHECKSUM_ALGORITHMS.find((a) => a === match?.[1]);
  return match && algorithm ? { algorithm, digest: match[2] } : null;
}
