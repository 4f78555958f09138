// The previewable types (docs/product.md, Formats): what a share's preview endpoint serves and a browser shows by
// itself. Anything else is only downloaded.
const PREVIEWABLE = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'audio/mpeg',
  'audio/mp3',
  'audio/wav',
  'audio/wave',
  'audio/x-wav',
  'audio/vnd.wave',
  'audio/ogg',
  'application/pdf',
  'text/plain',
]);

/** True for the previewable types, whatever the letter case or parameters (`text/plain; charset=utf-8`). */
export function isPreviewableType(mimeType: string): boolean {
  return PREVIEWABLE.has(mimeType.split(';')[0].trim().toLowerCase());
}
