import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/factories.ts';
import { client } from '../helpers/http-client.ts';
import {
  blobPath,
  newOperatorInstance,
  seedFiles,
  type OperatorInstance,
  type SeededFiles,
} from '../helpers/operator-cli.ts';
import { tusClient } from '../media/tus-requests.ts';

// `vaultbox prune` (docs/cli.md, For the operator): orphan blobs and expired uploads go, live blobs stay.

let instance: OperatorInstance;
let seeded: SeededFiles;
const orphan = 'orphan0blob0of0no0row';
let uploadId = '';

beforeAll(async () => {
  instance = await newOperatorInstance();
  seeded = await seedFiles(instance, 2);
  // A resumable upload begun and abandoned two days ago.
  uploadId = await instance.withApp(async (app) => {
    const { token } = await signIn(client(app.url), seeded.email, seeded.password);
    const created = await tusClient(
      () => app.url,
      () => token,
    ).create(1000, { filename: 'abandoned.bin' });
    expect(created.status).toBe(201);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    const row = await app.ctx.db
      .updateTable('resumable_uploads')
      .set({ updated_at: twoDaysAgo })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  // A blob no row names, written two hours ago (past the default grace of an hour); after the app, whose own
  // sweep at start would take it.
  const path = blobPath(instance.dataDir, orphan);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, 'left behind by a crash');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  utimesSync(path, twoHoursAgo, twoHoursAgo);
});
afterAll(() => instance.drop());

interface DryRun {
  expiredUploads: { id: string }[];
  orphanBlobs: string[];
}

describe('vaultbox prune', { timeout: 180_000 }, () => {
  it('lists what it would remove with --dry-run, and removes nothing', async () => {
    const run = await instance.cli(['--json', 'prune', '--dry-run']);
    expect(run.code).toBe(0);
    const listed = run.json<DryRun>();
    expect(listed.orphanBlobs).toEqual([orphan]);
    expect(listed.expiredUploads.map((u) => u.id)).toEqual([uploadId]);
    expect(existsSync(blobPath(instance.dataDir, orphan))).toBe(true);
  });

  it('removes the orphan blob and the expired upload, and keeps every live blob', async () => {
    const run = await instance.cli(['prune']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Removed 1 expired uploads, 1 orphan blobs');
    expect(existsSync(blobPath(instance.dataDir, orphan))).toBe(false);
    for (const file of seeded.files) expect(existsSync(blobPath(instance.dataDir, file.storageKey))).toBe(true);
    await instance.withApp(async (app) => {
      const left = await app.ctx.db.selectFrom('resumable_uploads').select('id').execute();
      expect(left).toEqual([]);
    });
    expect((await instance.cli(['verify'])).code).toBe(0);
  });

  it('refuses a bad --min-age', async () => {
    const run = await instance.cli(['prune', '--min-age', 'soon']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--min-age');
  });
});
