import type { TransferCallbacks, TransferHandle, TransferRequest } from './api/resumable-upload.ts';
import {
  isActive,
  newQueueItem,
  nextToStart,
  PARALLEL_UPLOADS,
  queueReducer,
  type QueueAction,
  type QueueItem,
} from './upload-queue.ts';
import { matchesFile, type UploadRecord } from './upload-records.ts';

export interface UploadState {
  items: QueueItem[];
  /** Uploads a previous page left unfinished: the user may pick the file again to resume, or discard them. */
  unfinished: UploadRecord[];
  /** The user closed the progress panel; the next upload opens it again. */
  panelDismissed: boolean;
}

/** What the store needs from the outside world; the tests give fakes. */
export interface UploadStoreDeps {
  startTransfer: (request: TransferRequest, callbacks: TransferCallbacks) => TransferHandle;
  /** Forgets an upload on the server that no page is sending (tus DELETE). */
  discard: (url: string) => Promise<void>;
  records: {
    list: () => UploadRecord[];
    save: (record: Omit<UploadRecord, 'userId' | 'touchedAt'>) => void;
    remove: (id: string) => void;
  };
  /** A file failed (after the client's own retries). */
  onFailed?: (item: QueueItem, reason: string) => void;
  /** A file became a media file. */
  onCompleted?: (item: QueueItem) => void;
  /** The queue went quiet: how many files of that run finished and failed. */
  onRunFinished?: (summary: { done: number; failed: number }) => void;
  parallel?: number;
  now?: () => number;
}

/** A record is re-saved at most this often while its upload moves, to keep it from looking idle. */
const TOUCH_EVERY_MS = 60_000;

type Listener = () => void;

/**
 * The upload queue of the signed-in app: the files, their transfers (at most `parallel` at once) and the records that
 * let a reload resume them. It lives as long as the app shell, so leaving the Upload screen keeps it going.
 */
export class UploadStore {
  private state: UploadState;
  private readonly listeners = new Set<Listener>();
  private readonly transfers = new Map<string, TransferHandle>();
  private readonly touched = new Map<string, number>();
  private run = { done: 0, failed: 0 };
  private closed = false;

  constructor(private readonly deps: UploadStoreDeps) {
    this.state = { items: [], unfinished: deps.records.list(), panelDismissed: false };
  }

  getState = (): UploadState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<UploadState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private item(id: string): QueueItem | undefined {
    return this.state.items.find((i) => i.id === id);
  }

  /** Applies a queue action, then fills the free slots. */
  dispatch = (action: QueueAction): void => {
    this.apply(action);
    this.pump();
  };

  /** The reducer's step; an item that left the queue unfinished is forgotten on the server too. */
  private apply(action: QueueAction): void {
    const before = this.state.items;
    const items = queueReducer(before, action);
    if (items === before) return;
    for (const gone of before.filter((item) => !items.some((i) => i.id === item.id))) this.forget(gone);
    const started = action.type === 'queuePending' || action.type === 'retry' || action.type === 'add';
    this.set({ items, panelDismissed: started ? false : this.state.panelDismissed });
  }

  /** Whether any file is on its way or waiting for a slot (leaving the page would stop it). */
  isBusy(): boolean {
    return this.state.items.some(isActive);
  }

  dismissPanel = (): void => this.set({ panelDismissed: true });

  /**
   * Resumes an unfinished upload with the file the user picked again. False when it is not the same file (name,
   * size and modification time must match).
   */
  resume = (recordId: string, file: File): boolean => {
    const record = this.state.unfinished.find((r) => r.id === recordId);
    if (!record || !matchesFile(record, file)) return false;
    const item = newQueueItem(file, {
      id: record.id,
      title: record.title,
      description: record.description,
      status: 'queued',
      uploadUrl: record.url,
    });
    this.set({ unfinished: this.state.unfinished.filter((r) => r.id !== recordId) });
    this.dispatch({ type: 'add', items: [item] });
    return true;
  };

  /** Gives up an unfinished upload of an earlier page: the server drops its bytes and reservation. */
  discardUnfinished = (recordId: string): void => {
    const record = this.state.unfinished.find((r) => r.id === recordId);
    if (!record) return;
    this.deps.records.remove(record.id);
    void this.deps.discard(record.url);
    this.set({ unfinished: this.state.unfinished.filter((r) => r.id !== recordId) });
  };

  /** Starts what waits (again, after close()). */
  open(): void {
    this.closed = false;
    this.pump();
  }

  /** Stops every transfer (the app shell goes away); the records stay, so the files can be resumed later. */
  close(): void {
    this.closed = true;
    const handles = [...this.transfers.values()];
    this.transfers.clear();
    for (const handle of handles) void handle.abort(false);
    this.apply({ type: 'interrupt' });
  }

  private forget(item: QueueItem): void {
    this.deps.records.remove(item.id);
    const handle = this.transfers.get(item.id);
    this.transfers.delete(item.id);
    if (handle) void handle.abort(true);
    else if (item.uploadUrl && item.status !== 'completed') void this.deps.discard(item.uploadUrl);
  }

  private pump(): void {
    if (this.closed) return;
    for (const item of nextToStart(this.state.items, this.deps.parallel ?? PARALLEL_UPLOADS)) this.begin(item);
  }

  private begin(item: QueueItem): void {
    const { id } = item;
    this.apply({ type: 'start', id });
    const live = () => this.transfers.get(id) === handle;
    const handle = this.deps.startTransfer(
      { file: item.file, title: item.title, description: item.description, resumeUrl: item.uploadUrl },
      {
        onProgress: (percent) => {
          if (!live()) return;
          this.apply({ type: 'progress', id, progress: percent });
          this.touch(id);
        },
        onUrl: (url) => {
          if (!live()) return;
          this.apply({ type: 'url', id, url });
          this.saveRecord(id);
        },
        onSuccess: (mediaId) => this.settle(id, live(), { type: 'complete', id, mediaId }),
        onError: (reason, gone) => {
          if (gone && live()) {
            this.deps.records.remove(id);
            this.apply({ type: 'url', id, url: null });
          }
          this.settle(id, live(), { type: 'fail', id, error: reason });
        },
      },
    );
    this.transfers.set(id, handle);
  }

  private saveRecord(id: string): void {
    const item = this.item(id);
    if (!item?.uploadUrl) return;
    const { file } = item;
    this.deps.records.save({
      id,
      name: file.name,
      size: file.size,
      lastModified: file.lastModified,
      title: item.title,
      description: item.description,
      url: item.uploadUrl,
    });
    this.touched.set(id, this.now());
  }

  private touch(id: string): void {
    if (this.now() - (this.touched.get(id) ?? 0) >= TOUCH_EVERY_MS) this.saveRecord(id);
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  private settle(id: string, live: boolean, action: QueueAction & { type: 'complete' | 'fail' }): void {
    if (!live) return;
    this.transfers.delete(id);
    this.touched.delete(id);
    if (action.type === 'complete') this.deps.records.remove(id);
    this.apply(action);
    const item = this.item(id);
    if (item?.status === 'completed') {
      this.run.done += 1;
      this.deps.onCompleted?.(item);
    } else if (item?.status === 'error') {
      this.run.failed += 1;
      this.deps.onFailed?.(item, item.error ?? '');
    }
    if (!this.isBusy() && this.run.done + this.run.failed > 0) {
      const summary = this.run;
      this.run = { done: 0, failed: 0 };
      this.deps.onRunFinished?.(summary);
    }
    this.pump();
  }
}
