import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listStorageKeysOfUser } from '../../src/modules/media/media.repo.ts';
import { client, type Client } from '../helpers/http-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { blobPath, blobsDir, signedInMember, uploadId } from './media-helpers.ts';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const twoHoursAgo = () => new Date(Date.now() - 2 * 3600_000);
function age(path: string): void {
  utimesSync(path, twoHoursAgo(), twoHoursAgo());
}
function plantFile(path: string, old: boolean): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, 'leftover');
  if (old) age(path);
  return path;
}

describe('the storage sweep', () => {
  let t: TestApp;
  let api: Client;

  beforeAll(async () => {
    t = await startTestApp();
    api = client(t.url);
  });
  afterAll(() => t.close());

  it('removes old temp blobs, orphaned blobs and plaintext copies, and spares everything young or still named', async () => {
    const me = await signedInMember(t, api);
    const kept = await uploadId(t, me.token, PNG_1x1, { name: 'kept.png' });
    const deleted = await uploadId(t, me.token, PNG_1x1, { name: 'deleted.png' });
    await t.app.media.jobs.runUntilIdle();
    // A crash between the row delete and the blob delete leaves the blobs of `deleted` behind.
    await t.ctx.db.deleteFrom('media_files').where('id', '=', deleted).execute();
    for (const id of [kept, deleted]) {
      for (const key of [id, `${id}-thumb-small`, `${id}-thumb-medium`, `${id}-thumb-large`]) age(blobPath(t, key));
    }

    const oldTemp = plantFile(join(blobsDir(t), 'tmp', 'oldTempUpload'), true);
    const youngTemp = plantFile(join(blobsDir(t), 'tmp', 'youngTempUpload'), false);
    const youngOrphan = plantFile(blobPath(t, 'young-orphan-key'), false);
    const oldCopy = plantFile(join(t.dataDir, 'tmp', 'job-old'), true);
    const youngCopy = plantFile(join(t.dataDir, 'tmp', 'job-young'), false);

    const report = await t.app.media.sweep();
    expect(report).toEqual({ tempBlobs: 1, orphanBlobs: 4, plaintextCopies: 1 });
    expect(existsSync(oldTemp)).toBe(false);
    expect(existsSync(youngTemp)).toBe(true);
    expect(existsSync(youngOrphan)).toBe(true);
    expect(existsSync(oldCopy)).toBe(false);
    expect(existsSync(youngCopy)).toBe(true);
    expect(existsSync(blobPath(t, kept))).toBe(true);
    expect(existsSync(blobPath(t, `${kept}-thumb-small`))).toBe(true);
    expect(existsSync(blobPath(t, deleted))).toBe(false);
    expect(existsSync(blobPath(t, `${deleted}-thumb-large`))).toBe(false);
    // The kept file still streams.
    const res = await fetch(`${t.url}/api/media/${kept}/stream`, { headers: { authorization: `Bearer ${me.token}` } });
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_1x1)).toBe(true);
  });

  it('lists a user\u2019s storage keys for account deletion', async () => {
    const me = await signedInMember(t, api);
    const a = await uploadId(t, me.token, PNG_1x1, { name: 'a.png' });
    const b = await uploadId(t, me.token, PNG_1x1, { name: 'b.png' });
    expect((await listStorageKeysOfUser(t.ctx.db, me.id)).sort()).toEqual([a, b].sort());
  });
});
