import { useEffect, useState } from 'react';
import { copyText } from '../../lib/clipboard.ts';
import { COPIED_INDICATOR_MS } from './admin-timing.ts';

/** Copies a text and remembers which one was copied for 2 s (the 'Copied!' indicator); false when copying failed. */
export function useCopied() {
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (key: string, text: string): Promise<boolean> => {
    const ok = await copyText(text);
    setCopied(ok ? key : null);
    return ok;
  };
  return { copied, copy };
}
