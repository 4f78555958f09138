/** How a browser shows a type by itself: an img, a video, an audio element, its PDF viewer, or as text. */
export type PreviewKind = 'image' | 'video' | 'audio' | 'pdf' | 'text';

/** The preview kind of a content type ('text/plain; charset=utf-8' is text), or null for a type only downloaded. */
export function previewKindOfType(mimeType: string): PreviewKind | null {
  const essence = mimeType.split(';')[0].trim().toLowerCase();
  if (essence === 'application/pdf') return 'pdf';
  if (essence === 'text/plain') return 'text';
  const top = essence.split('/')[0];
  return top === 'image' || top === 'video' || top === 'audio' ? top : null;
}
