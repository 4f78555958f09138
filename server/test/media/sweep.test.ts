import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMedia } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { blobPath, blobsDir, PNG_1x1, signedInMember } from './media-helpers.ts';

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
  const t = useTestApp();
  const { api } = t;

  it('removes old temp blobs, orphaned blobs and plaintext copies, and spares everything young or still named', async () => {
    const me = await signedInMember(t, api);
    const { id: kept } = await buildMedia(t.ctx, me.user, PNG_1x1, { name: 'kept.png', process: true });
    const { id: deleted } = await buildMedia(t.ctx, me.user, PNG_1x1, { name: 'deleted.png', process: true });
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
});
