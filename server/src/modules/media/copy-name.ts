const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'video/mp4': 'mp4',
};

/** The name a copy is served under: the original's, with the extension of the copy's type when the type changed. */
export function renamedFor(originalName: string, originalType: string, copyType: string): string {
  const extension = EXTENSIONS[copyType];
  if (copyType === originalType || !extension) return originalName;
  const dot = originalName.lastIndexOf('.');
  const stem = dot > 0 ? originalName.slice(0, dot) : originalName;
  return `${stem}.${extension}`;
}
