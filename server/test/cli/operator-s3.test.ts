import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOperatorInstance, seedFiles, type OperatorInstance } from '../helpers/operator-cli.ts';
import { newTestBucket, s3TestEnv, startS3TestServer, type S3TestServer } from '../helpers/s3-test-server.ts';

// The operator's commands on an instance whose blobs are in an S3 bucket (docs/cli.md, For the operator): verify and
// prune go through the bucket; backup says the bucket is not copied, and how to copy it.

let server: S3TestServer;
let instance: OperatorInstance;
let bucket = '';
const backupDir = join(mkdtempSync(join(tmpdir(), 'vaultbox-s3-backup-')), 'backup');

beforeAll(async () => {
  server = await startS3TestServer();
  bucket = (await newTestBucket(server.port)).bucket;
  instance = await newOperatorInstance(s3TestEnv(server.port, bucket));
  await seedFiles(instance, 2);
});
afterAll(async () => {
  await instance?.drop();
  await server?.stop();
  rmSync(join(backupDir, '..'), { recursive: true, force: true });
});

describe('vaultbox with S3 storage', { timeout: 180_000 }, () => {
  it('verifies every file through the bucket', async () => {
    const run = await instance.cli(['verify']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('All 2 files read back whole');
  });

  it('backs up the database, says the bucket is not copied, and how to copy it', async () => {
    const run = await instance.cli(['--json', 'backup', backupDir]);
    expect(run.code).toBe(0);
    const result = run.json<{ manifest: { blobsIncluded: boolean; counts: { blobs: number } }; notes: string[] }>();
    expect(result.manifest).toMatchObject({ blobsIncluded: false, counts: { blobs: 0 } });
    expect(result.notes.join('\n')).toContain(`S3 bucket ${bucket} and are not copied`);
    expect(result.notes.join('\n')).toContain(`aws s3 sync s3://${bucket}`);
    expect(readdirSync(backupDir)).not.toContain('blobs');
  });

  it('lists nothing to prune among live blobs in the bucket', async () => {
    const run = await instance.cli(['--json', 'prune', '--dry-run']);
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ orphanBlobs: [], expiredUploads: [] });
  });
});
