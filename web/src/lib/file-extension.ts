/**
 * The extension of a file name in capitals, for the type badge that tells 'holiday' the photo from 'holiday' the
 * video: 'IMG_1.heic' -> 'HEIC', 'clip.tar.gz' -> 'GZ'. Null for a name without one ('README', '.env', 'notes.').
 */
export function fileExtensionOf(originalName: string): string | null {
  const base = originalName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return null;
  const extension = base.slice(dot + 1);
  // Longer or odd tails are parts of a name ('report.final version'), not types.
  return /^[A-Za-z0-9]{1,5}$/.test(extension) ? extension.toUpperCase() : null;
}
