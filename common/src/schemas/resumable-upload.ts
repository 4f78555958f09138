import { z } from 'zod';
import { TUS_CHECKSUM_ALGORITHMS } from '../resumable-upload.ts';

// The request schemas of resumable uploads (the protocol and its constants: ../resumable-upload.ts).

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
