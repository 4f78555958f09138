import { useEffect, useState } from 'react';

/**
 * A `blob:` address of a picked file while the component showing it is mounted (null before the first effect and
 * when `file` is null); released when the component goes or the file changes, so a long queue holds no memory for
 * rows that are gone.
 */
export function useObjectUrl(file: Blob | null): string | null {
  const [made, setMade] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // The address exists only once the effect made it (and a StrictMode re-run revoked the first).
    setMade({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // An address made for an earlier file (revoked by now) is never handed out.
  return made && made.file === file ? made.url : null;
}
