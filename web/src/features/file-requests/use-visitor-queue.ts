import { useCallback, useEffect, useRef, useState } from 'react';
import { startVisitorUpload } from './visitor-upload.ts';

// The visitor's files, sent one after another (docs/product.md, File requests): a phone on a slow line finishes one
// file rather than crawling through all of them at once.

export type QueueStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface QueueItem {
  id: number;
  file: File;
  status: QueueStatus;
  percent: number;
  error: string | null;
}

export function useVisitorQueue(slug: string, token: string | null, onFinished: () => void) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const nextId = useRef(1);
  const running = useRef<number | null>(null);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const change = (id: number, patch: Partial<QueueItem>) =>
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  /** Files refused before sending (too big, a type the link does not take) come in already failed. */
  const add = useCallback((files: { file: File; refusal: string | null }[]) => {
    setItems((all) => [
      ...all,
      ...files.map(({ file, refusal }) => ({
        id: nextId.current++,
        file,
        status: (refusal ? 'failed' : 'waiting') as QueueStatus,
        percent: 0,
        error: refusal,
      })),
    ]);
  }, []);

  useEffect(() => {
    if (!token || running.current !== null) return;
    const next = items.find((item) => item.status === 'waiting');
    if (!next) return;
    running.current = next.id;
    change(next.id, { status: 'uploading' });
    startVisitorUpload(slug, token, next.file, {
      onProgress: (percent) => change(next.id, { percent }),
      onSuccess: () => {
        running.current = null;
        change(next.id, { status: 'done', percent: 100 });
        finished.current();
      },
      onError: (error) => {
        running.current = null;
        change(next.id, { status: 'failed', error });
      },
    });
  }, [items, slug, token]);

  const busy = items.some((item) => item.status === 'uploading' || item.status === 'waiting');
  // Leaving the page while files are sent loses the rest until the same files are picked again: ask first.
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  return { items, add, busy };
}
