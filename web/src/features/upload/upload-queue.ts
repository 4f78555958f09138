import { MAX_UPLOAD_BYTES } from '@vaultbox/common/constants.ts';
import { formatBytes } from '@vaultbox/common/format-bytes.ts';

export type UploadStatus = 'pending' | 'uploading' | 'completed' | 'error';

/** SPEC §3 Upload queue item (client only). */
export interface QueueItem {
  id: string;
  file: File;
  progress: number;
  status: UploadStatus;
  title: string;
  description: string;
  error: string | null;
  mediaId: string | null;
}

export type QueueAction =
  | { type: 'add'; items: QueueItem[] }
  | { type: 'edit'; id: string; title?: string; description?: string }
  | { type: 'remove'; id: string }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'complete'; id: string; mediaId: string | null }
  | { type: 'fail'; id: string; error: string }
  | { type: 'clearCompleted' }
  | { type: 'clearAll' };

/** The file name without its extension: 'holiday.video.mp4' -> 'holiday.video'; '.env' stays '.env'. */
export function titleFromName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

let sequence = 0;
export function newQueueItem(file: File): QueueItem {
  sequence += 1;
  return {
    id: `${Date.now().toString(36)}-${sequence}`,
    file,
    progress: 0,
    status: 'pending',
    title: titleFromName(file.name),
    description: '',
    error: null,
    mediaId: null,
  };
}

/** SPEC §5 Upload: files over the limit are dropped, the rest are still queued. */
export function splitBySize<T extends { size: number }>(
  files: readonly T[],
  max = MAX_UPLOAD_BYTES,
): { accepted: T[]; rejected: T[] } {
  const accepted: T[] = [];
  const rejected: T[] = [];
  for (const file of files) (file.size > max ? rejected : accepted).push(file);
  return { accepted, rejected };
}

/** 'name (size), name (size)' for the too-large message. */
export function describeFiles(files: ReadonlyArray<{ name: string; size: number }>): string {
  return files.map((f) => `${f.name} (${formatBytes(f.size)})`).join(', ');
}

export function queueReducer(state: QueueItem[], action: QueueAction): QueueItem[] {
  const patch = (id: string, change: Partial<QueueItem>) =>
    state.map((item) => (item.id === id ? { ...item, ...change } : item));
  switch (action.type) {
    case 'add':
      return [...state, ...action.items];
    case 'edit': {
      const item = state.find((i) => i.id === action.id);
      // Title and description are editable only while the item waits.
      if (!item || item.status !== 'pending') return state;
      const change: Partial<QueueItem> = {};
      if (action.title !== undefined) change.title = action.title;
      if (action.description !== undefined) change.description = action.description;
      return patch(action.id, change);
    }
    case 'remove':
      return state.filter((i) => i.id !== action.id || i.status === 'uploading');
    case 'start':
      return patch(action.id, { status: 'uploading', progress: 0, error: null });
    case 'progress':
      return patch(action.id, { progress: Math.max(0, Math.min(100, Math.round(action.progress))) });
    case 'complete':
      return patch(action.id, { status: 'completed', progress: 100, mediaId: action.mediaId });
    case 'fail':
      return patch(action.id, { status: 'error', error: action.error });
    case 'clearCompleted':
      return state.filter((i) => i.status !== 'completed');
    case 'clearAll':
      // An upload in flight cannot be un-sent; it stays until it finishes.
      return state.filter((i) => i.status === 'uploading');
  }
}

export function countByStatus(items: readonly QueueItem[]): Record<UploadStatus, number> {
  const counts: Record<UploadStatus, number> = { pending: 0, uploading: 0, completed: 0, error: 0 };
  for (const item of items) counts[item.status] += 1;
  return counts;
}
