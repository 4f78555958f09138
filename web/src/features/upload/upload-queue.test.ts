import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@vaultbox/common/constants.ts';
import { t } from '../../lib/i18n.ts';
import {
  countByStatus,
  describeFiles,
  newQueueItem,
  queueReducer,
  nextToStart,
  overallProgress,
  splitBySize,
  titleFromName,
  uploadLimitLabel,
  type QueueItem,
} from './upload-queue.ts';

const fakeFile = (name: string, size = 10) => ({ name, size }) as unknown as File;

describe('oversized files', () => {
  it('drops files over 105801318 bytes and keeps the rest', () => {
    const files = [
      { name: 'ok.jpg', size: 1000 },
      { name: 'edge.mp4', size: MAX_UPLOAD_BYTES },
      { name: 'big.mov', size: MAX_UPLOAD_BYTES + 1 },
      { name: 'huge.mkv', size: 300 * 1024 * 1024 },
    ];
    const { accepted, rejected } = splitBySize(files);
    expect(accepted.map((f) => f.name)).toEqual(['ok.jpg', 'edge.mp4']);
    expect(rejected.map((f) => f.name)).toEqual(['big.mov', 'huge.mkv']);
  });

  it('names each file and its size in the message', () => {
    const files = [
      { name: 'big.mov', size: 150 * 1024 * 1024 },
      { name: 'huge.mkv', size: 1.5 * 1024 * 1024 * 1024 },
    ];
    const size = uploadLimitLabel(MAX_UPLOAD_BYTES, 'en');
    expect(t('upload.tooLarge', { ns: 'media', files: describeFiles(files, 'en'), size })).toBe(
      'File(s) too large: big.mov (150\u00a0MB), huge.mkv (1.5\u00a0GB). Maximum size is 100MB.',
    );
  });

  it("says the server's limit, as '100MB' while it is about 100 MB", () => {
    expect(uploadLimitLabel(MAX_UPLOAD_BYTES, 'en')).toBe('100MB');
    expect(uploadLimitLabel(100 * 1024 * 1024, 'en')).toBe('100MB');
    expect(uploadLimitLabel(20 * 1024 ** 3, 'en')).toBe('20\u00a0GB');
    expect(uploadLimitLabel(2.5 * 1024 ** 3, 'de')).toBe('2,5\u00a0GB');
    expect(uploadLimitLabel(10 * 1024 * 1024, 'en')).toBe('10\u00a0MB');
    expect(t('upload.dropHint', { ns: 'media', size: uploadLimitLabel(MAX_UPLOAD_BYTES, 'en') })).toBe(
      'Supports images, videos, audio, and documents up to 100MB',
    );
    expect(t('upload.dropHint', { ns: 'media', size: uploadLimitLabel(5 * 1024 ** 3, 'en') })).toBe(
      'Supports images, videos, audio, and documents up to 5\u00a0GB',
    );
  });

  it("drops files over the server's limit when it is another", () => {
    const { rejected } = splitBySize([{ name: 'a', size: 2 * 1024 ** 3 }], 1024 ** 3);
    expect(rejected).toHaveLength(1);
    expect(splitBySize([{ name: 'a', size: 2 * 1024 ** 3 }], 20 * 1024 ** 3).accepted).toHaveLength(1);
  });
});

describe('queue items', () => {
  it('defaults the title to the name without extension', () => {
    expect(titleFromName('holiday.video.mp4')).toBe('holiday.video');
    expect(titleFromName('README')).toBe('README');
    expect(titleFromName('.bashrc')).toBe('.bashrc');
    expect(newQueueItem(fakeFile('song.mp3'))).toMatchObject({
      title: 'song',
      status: 'pending',
      progress: 0,
      description: '',
    });
  });

  it('moves pending -> uploading -> completed or error, editable only while pending', () => {
    let q: QueueItem[] = queueReducer([], {
      type: 'add',
      items: [newQueueItem(fakeFile('a.jpg')), newQueueItem(fakeFile('b.jpg'))],
    });
    const [a, b] = q;
    q = queueReducer(q, { type: 'edit', id: a.id, title: 'Alpha', description: 'first' });
    expect(q[0]).toMatchObject({ title: 'Alpha', description: 'first' });
    q = queueReducer(q, { type: 'start', id: a.id });
    expect(queueReducer(q, { type: 'edit', id: a.id, title: 'nope' })).toBe(q);
    q = queueReducer(q, { type: 'progress', id: a.id, progress: 42.4 });
    expect(q[0]).toMatchObject({ status: 'uploading', progress: 42 });
    q = queueReducer(q, { type: 'complete', id: a.id, mediaId: 'm1' });
    q = queueReducer(q, { type: 'start', id: b.id });
    q = queueReducer(q, { type: 'fail', id: b.id, error: 'Upload failed' });
    expect(countByStatus(q)).toEqual({ pending: 0, uploading: 0, completed: 1, error: 1 });
    expect(queueReducer(q, { type: 'clearCompleted' }).map((i) => i.id)).toEqual([b.id]);
    expect(queueReducer(q, { type: 'clearAll' })).toEqual([]);
  });

  it('starts at most three files at once, in the order they were added; the counters count waiting ones as pending', () => {
    let q = queueReducer([], { type: 'add', items: ['a', 'b', 'c', 'd', 'e'].map((n) => newQueueItem(fakeFile(n))) });
    expect(nextToStart(q)).toEqual([]);
    q = queueReducer(q, { type: 'queuePending' });
    const first = nextToStart(q);
    expect(first.map((i) => i.file.name)).toEqual(['a', 'b', 'c']);
    for (const item of first) q = queueReducer(q, { type: 'start', id: item.id });
    expect(nextToStart(q)).toEqual([]);
    expect(countByStatus(q)).toEqual({ pending: 2, uploading: 3, completed: 0, error: 0 });
    q = queueReducer(q, { type: 'complete', id: first[1].id, mediaId: null });
    expect(nextToStart(q).map((i) => i.file.name)).toEqual(['d']);
    expect(nextToStart(q, 4).map((i) => i.file.name)).toEqual(['d', 'e']);
  });

  it('retries only a failed item, keeping where its bytes went', () => {
    let q = queueReducer([], { type: 'add', items: [newQueueItem(fakeFile('a.bin'))] });
    const { id } = q[0];
    expect(queueReducer(q, { type: 'retry', id })).toBe(q);
    q = queueReducer(q, { type: 'queuePending' });
    q = queueReducer(q, { type: 'start', id });
    q = queueReducer(q, { type: 'url', id, url: 'http://x/api/uploads/u1' });
    q = queueReducer(q, { type: 'progress', id, progress: 40 });
    q = queueReducer(q, { type: 'fail', id, error: 'Network error' });
    q = queueReducer(q, { type: 'retry', id });
    expect(q[0]).toMatchObject({ status: 'queued', error: null, progress: 40, uploadUrl: 'http://x/api/uploads/u1' });
  });

  it('puts interrupted uploads back in line and weighs overall progress by size', () => {
    let q = queueReducer([], {
      type: 'add',
      items: [
        newQueueItem(fakeFile('big', 300)),
        newQueueItem(fakeFile('small', 100)),
        newQueueItem(fakeFile('p', 50)),
      ],
    });
    const [big, small] = q;
    expect(overallProgress(q)).toBe(0);
    q = queueReducer(q, { type: 'start', id: big.id });
    q = queueReducer(q, { type: 'progress', id: big.id, progress: 50 });
    q = queueReducer(q, { type: 'complete', id: small.id, mediaId: 'm' });
    // 150 of 300 and 100 of 100 bytes; the pending file does not count.
    expect(overallProgress(q)).toBe(62);
    q = queueReducer(q, { type: 'interrupt' });
    expect(q.map((i) => i.status)).toEqual(['queued', 'completed', 'pending']);
  });

  it('keeps an upload in flight when clearing or removing', () => {
    let q = queueReducer([], { type: 'add', items: [newQueueItem(fakeFile('a.jpg'))] });
    q = queueReducer(q, { type: 'start', id: q[0].id });
    expect(queueReducer(q, { type: 'clearAll' })).toHaveLength(1);
    expect(queueReducer(q, { type: 'remove', id: q[0].id })).toHaveLength(1);
  });
});

describe('the album files go into', () => {
  it('follows a new choice for every file not yet uploaded, and leaves finished ones alone', () => {
    let q = queueReducer([], { type: 'add', items: ['a', 'b'].map((n) => newQueueItem(fakeFile(n))) });
    expect(q.map((i) => i.albumId)).toEqual([null, null]);
    q = queueReducer(q, { type: 'complete', id: q[0].id, mediaId: 'm1' });
    q = queueReducer(q, { type: 'album', albumId: 'album-1' });
    expect(q.map((i) => i.albumId)).toEqual([null, 'album-1']);
    q = queueReducer(q, { type: 'add', items: [newQueueItem(fakeFile('c'), { albumId: 'album-2' })] });
    expect(q[2].albumId).toBe('album-2');
  });
});
