import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@vaultbox/common/constants.ts';
import { t } from '../../lib/i18n.ts';
import {
  countByStatus,
  describeFiles,
  newQueueItem,
  queueReducer,
  splitBySize,
  titleFromName,
  type QueueItem,
} from './upload-queue.ts';

const fakeFile = (name: string, size = 10) => ({ name, size }) as unknown as File;

describe('oversized files (SPEC §5 Upload)', () => {
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
    expect(t('upload.tooLarge', { ns: 'media', files: describeFiles(files) })).toBe(
      'File(s) too large: big.mov (150 MB), huge.mkv (1.5 GB). Maximum size is 100MB.',
    );
  });
});

describe('queue items (SPEC §3, §4)', () => {
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

  it('keeps an upload in flight when clearing or removing', () => {
    let q = queueReducer([], { type: 'add', items: [newQueueItem(fakeFile('a.jpg'))] });
    q = queueReducer(q, { type: 'start', id: q[0].id });
    expect(queueReducer(q, { type: 'clearAll' })).toHaveLength(1);
    expect(queueReducer(q, { type: 'remove', id: q[0].id })).toHaveLength(1);
  });
});
