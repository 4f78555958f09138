export const CATEGORIES = ['image', 'video', 'audio', 'document', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];

/** image/, video/, audio/ map to their category; pdf, document or text types to document; the rest to other. */
export function categoryOf(mimeType: string): Category {
  const mime = mimeType.toLowerCase();
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('text/') || mime.includes('pdf') || mime.includes('document')) return 'document';
  return 'other';
}
