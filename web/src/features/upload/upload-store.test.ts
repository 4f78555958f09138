import { describe, expect, it, vi } from 'vitest';
import type { TransferCallbacks, TransferRequest } from './api/resumable-upload.ts';
import { newQueueItem } from './upload-queue.ts';
import type { UploadRecord } from './upload-records.ts';
import { UploadStore } from './upload-store.ts';

const fakeFile = (name: string, size = 1000, lastModified = 1) => ({ name, size, lastModified }) as unknown as File;

/** A store whose transfers the test drives by hand, with records in memory. */
function setup(initial: UploadRecord[] = []) {
  const transfers: Array<{ request: TransferRequest; callbacks: TransferCallbacks; abort: ReturnType<typeof vi.fn> }> =
    [];
  const records = new Map(initial.map((r) => [r.id, r]));
  const discarded: string[] = [];
  const failed: string[] = [];
  const runs: Array<{ done: number; failed: number }> = [];
  const store = new UploadStore({
    startTransfer: (request, callbacks) => {
      const abort = vi.fn(() => Promise.resolve());
      transfers.push({ request, callbacks, abort });
      return { abort };
    },
    discard: (url) => {
      discarded.push(url);
      return Promise.resolve();
    },
    records: {
      list: () => [...records.values()],
      save: (record) => records.set(record.id, { ...record, userId: 'u1', touchedAt: 0 }),
      remove: (id) => records.delete(id),
    },
    onFailed: (item, reason) => failed.push(`${item.file.name}: ${reason}`),
    onRunFinished: (summary) => runs.push(summary),
  });
  const statuses = () => store.getState().items.map((i) => `${i.file.name}:${i.status}`);
  const transferOf = (name: string) => {
    const found = transfers.filter((t) => t.request.file.name === name).at(-1);
    if (!found) throw new Error(`no transfer for ${name}`);
    return found;
  };
  const add = (...names: string[]) =>
    store.dispatch({ type: 'add', items: names.map((n) => newQueueItem(fakeFile(n))) });
  return { store, transfers, records, discarded, failed, runs, statuses, transferOf, add };
}

const record = (id: string, name: string): UploadRecord => ({
  id,
  userId: 'u1',
  name,
  size: 1000,
  lastModified: 1,
  title: 'Kept title',
  description: 'Kept description',
  url: `http://localhost/api/uploads/${id}`,
  touchedAt: 0,
});

describe('the upload queue store', () => {
  it('starts only the pending files the button sends, three at a time, and the next one when a slot frees', () => {
    const { store, transfers, statuses, transferOf, add, runs } = setup();
    add('a', 'b', 'c', 'd', 'e');
    expect(transfers).toHaveLength(0);
    store.dispatch({ type: 'queuePending' });
    add('f');
    expect(statuses()).toEqual(['a:uploading', 'b:uploading', 'c:uploading', 'd:queued', 'e:queued', 'f:pending']);
    expect(store.isBusy()).toBe(true);

    transferOf('b').callbacks.onProgress(55.5);
    expect(store.getState().items[1].progress).toBe(56);
    transferOf('b').callbacks.onSuccess('media-b');
    expect(statuses()).toEqual(['a:uploading', 'b:completed', 'c:uploading', 'd:uploading', 'e:queued', 'f:pending']);
    expect(store.getState().items[1].mediaId).toBe('media-b');

    for (const name of ['a', 'c', 'd']) transferOf(name).callbacks.onSuccess(null);
    expect(runs).toEqual([]);
    transferOf('e').callbacks.onError('Network error', false);
    expect(store.isBusy()).toBe(false);
    expect(runs).toEqual([{ done: 4, failed: 1 }]);
    expect(transfers).toHaveLength(5);
  });

  it('remembers where an upload went, resumes it there on Retry, and forgets the record once it is done', () => {
    const { store, records, failed, transferOf, add, statuses } = setup();
    add('movie.mp4');
    store.dispatch({ type: 'queuePending' });
    const first = transferOf('movie.mp4');
    expect(first.request.resumeUrl).toBeNull();
    first.callbacks.onUrl('http://localhost/api/uploads/u1');
    expect([...records.values()]).toMatchObject([
      { name: 'movie.mp4', size: 1000, lastModified: 1, url: 'http://localhost/api/uploads/u1', title: 'movie' },
    ]);
    first.callbacks.onError('Network error', false);
    expect(statuses()).toEqual(['movie.mp4:error']);
    expect(failed).toEqual(['movie.mp4: Network error']);
    expect(records.size).toBe(1);

    const { id } = store.getState().items[0];
    store.dispatch({ type: 'retry', id });
    const second = transferOf('movie.mp4');
    expect(second).not.toBe(first);
    expect(second.request.resumeUrl).toBe('http://localhost/api/uploads/u1');
    expect(statuses()).toEqual(['movie.mp4:uploading']);
    // A late word from the abandoned transfer changes nothing.
    first.callbacks.onSuccess('stale');
    expect(statuses()).toEqual(['movie.mp4:uploading']);
    second.callbacks.onSuccess('m1');
    expect(statuses()).toEqual(['movie.mp4:completed']);
    expect(records.size).toBe(0);
  });

  it('forgets an upload the server refused for good, so that Retry starts it afresh', () => {
    const { store, records, transferOf, add, discarded } = setup();
    add('clip.exe');
    store.dispatch({ type: 'queuePending' });
    transferOf('clip.exe').callbacks.onUrl('http://localhost/api/uploads/u9');
    transferOf('clip.exe').callbacks.onError('File type not allowed. Supported types: image/*', true);
    expect(store.getState().items[0]).toMatchObject({ status: 'error', uploadUrl: null });
    expect(records.size).toBe(0);
    store.dispatch({ type: 'retry', id: store.getState().items[0].id });
    expect(transferOf('clip.exe').request.resumeUrl).toBeNull();
    transferOf('clip.exe').callbacks.onError('File type not allowed. Supported types: image/*', true);
    // Nothing is left on the server to delete.
    store.dispatch({ type: 'clearAll' });
    expect(store.getState().items).toEqual([]);
    expect(discarded).toEqual([]);
  });

  it('gives the server its reservation back when a failed upload leaves the queue', () => {
    const { store, discarded, records, transferOf, add } = setup();
    add('a', 'b');
    store.dispatch({ type: 'queuePending' });
    transferOf('a').callbacks.onUrl('http://localhost/api/uploads/ua');
    transferOf('a').callbacks.onError('Upload failed', false);
    transferOf('b').callbacks.onSuccess('mb');
    store.dispatch({ type: 'clearAll' });
    expect(store.getState().items).toEqual([]);
    expect(discarded).toEqual(['http://localhost/api/uploads/ua']);
    expect(records.size).toBe(0);
  });

  it('offers the uploads an earlier page left unfinished, and resumes one only with the same file', () => {
    const { store, transfers, records, discarded, statuses } = setup([record('r1', 'film.mkv'), record('r2', 'x.bin')]);
    expect(store.getState().unfinished.map((r) => r.name)).toEqual(['film.mkv', 'x.bin']);

    expect(store.resume('r1', fakeFile('film.mkv', 999))).toBe(false);
    expect(store.resume('r1', fakeFile('film.mkv', 1000, 2))).toBe(false);
    expect(store.resume('r1', fakeFile('other.mkv'))).toBe(false);
    expect(transfers).toHaveLength(0);

    expect(store.resume('r1', fakeFile('film.mkv'))).toBe(true);
    expect(store.getState().unfinished.map((r) => r.name)).toEqual(['x.bin']);
    expect(statuses()).toEqual(['film.mkv:uploading']);
    expect(transfers[0].request).toMatchObject({
      resumeUrl: 'http://localhost/api/uploads/r1',
      title: 'Kept title',
      description: 'Kept description',
    });
    expect(store.getState().items[0].id).toBe('r1');

    store.discardUnfinished('r2');
    expect(discarded).toEqual(['http://localhost/api/uploads/r2']);
    expect(store.getState().unfinished).toEqual([]);
    expect([...records.keys()]).toEqual(['r1']);
  });

  it('stops its transfers when the app shell goes, and takes them up again when it comes back', () => {
    const { store, transfers, transferOf, add, statuses, records } = setup();
    add('a');
    store.dispatch({ type: 'queuePending' });
    transferOf('a').callbacks.onUrl('http://localhost/api/uploads/ua');
    store.close();
    expect(transfers[0].abort).toHaveBeenCalledWith(false);
    expect(statuses()).toEqual(['a:queued']);
    expect(records.size).toBe(1);
    store.open();
    expect(transfers).toHaveLength(2);
    expect(transfers[1].request.resumeUrl).toBe('http://localhost/api/uploads/ua');
  });

  it('shows the panel again when something new starts after it was closed', () => {
    const { store, add, transferOf } = setup();
    add('a');
    store.dispatch({ type: 'queuePending' });
    transferOf('a').callbacks.onSuccess(null);
    store.dismissPanel();
    expect(store.getState().panelDismissed).toBe(true);
    add('b');
    store.dismissPanel();
    store.dispatch({ type: 'queuePending' });
    expect(store.getState().panelDismissed).toBe(false);
  });
});
