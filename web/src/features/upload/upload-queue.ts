import { MAX_UPLOAD_BYTES } from '@vaultbox/common/constants.ts';
import { formatBytes } from '../../lib/format.ts';

/**
 * An upload queue item: pending, uploading, then completed or error. 'queued' is a pending item the user has sent
 * off that waits for one of the parallel slots; the counters count it as pending.
 */
export type UploadStatus = 'pending' | 'queued' | 'uploading' | 'completed' | 'error';
export type CounterStatus = Exclude<UploadStatus, 'queued'>;

/** Files sent at once. */
export const PARALLEL_UPLOADS = 3;

/** An upload queue item (client only), plus where the server keeps its bytes while it is unfinished. */
export interface QueueItem {
  id: string;
  file: File;
  progress: number;
  status: UploadStatus;
  title: string;
  description: string;
  error: string | null;
  mediaId: string | null;
  /** The tus upload URL once the server has created the upload: Retry and a reload resume from it. */
  uploadUrl: string | null;
  /** The album the file goes into once it is uploaded (the Upload screen's "Add to album"), or null. */
  albumId: string | null;
}

export type QueueAction =
  | { type: 'add'; items: QueueItem[] }
  | { type: 'edit'; id: string; title?: string; description?: string }
  | { type: 'remove'; id: string }
  | { type: 'queuePending' }
  | { type: 'retry'; id: string }
  | { type: 'start'; id: string }
  | { type: 'interrupt' }
  | { type: 'url'; id: string; url: string | null }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'complete'; id: string; mediaId: string | null }
  | { type: 'fail'; id: string; error: string }
  | { type: 'clearCompleted' }
  | { type: 'clearAll' }
  | { type: 'album'; albumId: string | null };

/** The file name without its extension: 'holiday.video.mp4' -> 'holiday.video'; '.env' stays '.env'. */
export function titleFromName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

let sequence = 0;
export function newQueueItem(file: File, init: Partial<Omit<QueueItem, 'file'>> = {}): QueueItem {
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
    uploadUrl: null,
    albumId: null,
    ...init,
  };
}

/** Files over the limit are dropped, the rest are still queued. */
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
export function describeFiles(files: ReadonlyArray<{ name: string; size: number }>, language: string): string {
  return files.map((f) => `${f.name} (${formatBytes(f.size, language)})`).join(', ');
}

const MIB = 1024 * 1024;

/**
 * The largest file as the upload screen says it: '100MB' while the server's limit is about 100 MB (the coded
 * 105,801,318 bytes), else the server's figure ('2 GB').
 */
export function uploadLimitLabel(maxBytes: number, language: string): string {
  return Math.abs(maxBytes / MIB - 100.5) <= 1 ? '100MB' : formatBytes(maxBytes, language);
}

/** Items that take part in the current run and cannot be changed by the user. */
export function isActive(item: Pick<QueueItem, 'status'>): boolean {
  return item.status === 'queued' || item.status === 'uploading';
}

export function queueReducer(state: QueueItem[], action: QueueAction): QueueItem[] {
  const patch = (id: string, change: Partial<QueueItem>) =>
    state.map((item) => (item.id === id ? { ...item, ...change } : item));
  switch (action.type) {
    case 'add':
      return [...state, ...action.items.filter((item) => !state.some((i) => i.id === item.id))];
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
    case 'queuePending':
      return state.map((item) => (item.status === 'pending' ? { ...item, status: 'queued' } : item));
    case 'retry': {
      const item = state.find((i) => i.id === action.id);
      return item?.status === 'error' ? patch(action.id, { status: 'queued', error: null }) : state;
    }
    case 'start':
      return patch(action.id, { status: 'uploading', error: null });
    case 'interrupt':
      // The transfers were stopped (the app shell went away): what was on its way waits to go on.
      return state.some((i) => i.status === 'uploading')
        ? state.map((item) => (item.status === 'uploading' ? { ...item, status: 'queued' } : item))
        : state;
    case 'url':
      return patch(action.id, { uploadUrl: action.url });
    case 'progress':
      return patch(action.id, { progress: Math.max(0, Math.min(100, Math.round(action.progress))) });
    case 'complete':
      return patch(action.id, { status: 'completed', progress: 100, mediaId: action.mediaId, uploadUrl: null });
    case 'fail':
      return patch(action.id, { status: 'error', error: action.error });
    case 'clearCompleted':
      return state.filter((i) => i.status !== 'completed');
    case 'clearAll':
      // An upload in flight cannot be un-sent; it stays until it finishes.
      return state.filter((i) => i.status === 'uploading');
    case 'album':
      // The choice applies to every file not yet uploaded; finished ones were already placed (or not).
      return state.map((item) => (item.status === 'completed' ? item : { ...item, albumId: action.albumId }));
  }
}

/** The queued items to start now so that at most `limit` are uploading, in the order they were added. */
export function nextToStart(items: readonly QueueItem[], limit = PARALLEL_UPLOADS): QueueItem[] {
  const free = limit - items.filter((i) => i.status === 'uploading').length;
  return free > 0 ? items.filter((i) => i.status === 'queued').slice(0, free) : [];
}

/** The counters: Pending (waiting, whether sent off or not), Uploading, Completed, Failed. */
export function countByStatus(items: readonly QueueItem[]): Record<CounterStatus, number> {
  const counts: Record<CounterStatus, number> = { pending: 0, uploading: 0, completed: 0, error: 0 };
  for (const item of items) counts[item.status === 'queued' ? 'pending' : item.status] += 1;
  return counts;
}

/** The byte-weighted percent of the files sent off (queued, uploading or completed); 0 when none. */
export function overallProgress(items: readonly QueueItem[]): number {
  let total = 0;
  let sent = 0;
  for (const item of items) {
    if (item.status === 'pending' || item.status === 'error') continue;
    const size = Math.max(item.file.size, 1);
    total += size;
    sent += (size * item.progress) / 100;
  }
  return total === 0 ? 0 : Math.floor((sent / total) * 100);
}
