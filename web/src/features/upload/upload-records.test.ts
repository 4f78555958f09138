import { describe, expect, it } from 'vitest';
import { UPLOAD_IDLE_EXPIRY_MS } from '@vaultbox/common/resumable-upload.ts';
import { memoryStorage } from '../../../test/support.ts';
import { matchesFile, UPLOAD_RECORDS_KEY, UploadRecords } from './upload-records.ts';

const upload = (id: string, name = `${id}.mp4`) => ({
  id,
  name,
  size: 5_000_000,
  lastModified: 1_700_000_000_000,
  title: id,
  description: '',
  url: `http://localhost/api/uploads/${id}`,
});

describe('the record of an unfinished upload', () => {
  it('recognises the same file again by name, size and modification time', () => {
    const record = upload('a', 'holiday.mp4');
    const file = { name: 'holiday.mp4', size: 5_000_000, lastModified: 1_700_000_000_000 };
    expect(matchesFile(record, file)).toBe(true);
    expect(matchesFile(record, { ...file, name: 'holiday (1).mp4' })).toBe(false);
    expect(matchesFile(record, { ...file, size: 5_000_001 })).toBe(false);
    expect(matchesFile(record, { ...file, lastModified: 1_700_000_000_001 })).toBe(false);
  });

  it("is kept per user, replaced by id and removed, and another user's records are left alone", () => {
    const storage = memoryStorage();
    let now = 1_000;
    const mine = new UploadRecords('u1', storage, () => now);
    const theirs = new UploadRecords('u2', storage, () => now);
    mine.save(upload('a'));
    theirs.save(upload('b'));
    now = 2_000;
    mine.save({ ...upload('a'), title: 'Renamed' });
    expect(mine.list()).toEqual([{ ...upload('a'), title: 'Renamed', userId: 'u1', touchedAt: 2_000 }]);
    expect(theirs.list().map((r) => r.id)).toEqual(['b']);
    mine.remove('a');
    expect(mine.list()).toEqual([]);
    expect(theirs.list()).toHaveLength(1);
    theirs.remove('b');
    expect(storage.data.has(UPLOAD_RECORDS_KEY)).toBe(false);
  });

  it('forgets uploads idle for as long as the server keeps them', () => {
    const storage = memoryStorage();
    let now = 0;
    const records = new UploadRecords('u1', storage, () => now);
    records.save(upload('old'));
    now = UPLOAD_IDLE_EXPIRY_MS / 2;
    records.save(upload('new'));
    now = UPLOAD_IDLE_EXPIRY_MS;
    expect(records.list().map((r) => r.id)).toEqual(['new']);
    expect(JSON.parse(storage.data.get(UPLOAD_RECORDS_KEY) ?? '[]')).toHaveLength(1);
  });

  it('survives a damaged or missing storage', () => {
    const broken = memoryStorage({ [UPLOAD_RECORDS_KEY]: '{not json' });
    expect(new UploadRecords('u1', broken).list()).toEqual([]);
    const odd = memoryStorage({ [UPLOAD_RECORDS_KEY]: JSON.stringify([{ id: 1 }, 'x', null]) });
    expect(new UploadRecords('u1', odd).list()).toEqual([]);
    const none = new UploadRecords('u1', null);
    none.save(upload('a'));
    expect(none.list()).toEqual([]);
  });
});
