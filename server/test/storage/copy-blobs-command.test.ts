import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../helpers/http-client.ts';
import { withRestarts } from '../helpers/test-app.ts';
import { rawGet, signedInMember, uploadId } from '../media/media-helpers.ts';
import { REPO_ROOT } from '../helpers/fixtures.ts';
import { newTestBucket, s3TestEnv, startS3TestServer, type S3TestServer } from '../helpers/s3-test-server.ts';

// An instance on local disk moves its blobs to a bucket with `npm run blobs:copy -- to-s3`, then starts on
// the bucket and serves the same files.

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function copyCommand(direction: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli/copy-blobs-command.ts', direction], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

describe('npm run blobs:copy', () => {
  let server: S3TestServer;
  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(() => server?.stop());

  it('moves a running library to a bucket (resumably) and the app serves it from there', async () => {
    const { bucket } = await newTestBucket(server.port);
    const s3 = s3TestEnv(server.port, bucket);
    await withRestarts(async (start) => {
      const onDisk = await start();
      const member = await signedInMember(onDisk, client(onDisk.url));
      const bytes = randomBytes(200_000);
      const id = await uploadId(onDisk, member.token, bytes, { name: 'moved.bin' });
      await onDisk.close();

      const env = { DATA_DIR: onDisk.dataDir, DATABASE_URL: onDisk.databaseUrl ?? '', ...s3 };
      const first = copyCommand('to-s3', env);
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      expect(first.stdout).toMatch(/Copied 1 blobs .* skipped 0 already there/);
      // Run again (as after an interruption): nothing to do.
      expect(copyCommand('to-s3', env).stdout).toMatch(/Copied 0 blobs .* skipped 1 already there/);

      const onBucket = await start({ env: s3 });
      const file = await rawGet(`${onBucket.url}/api/media/${id}/download`, {
        authorization: `Bearer ${member.token}`,
      });
      expect(sha256(file.body)).toBe(sha256(bytes));
    });
  });

  it('refuses to run without a direction or without S3_BUCKET', () => {
    const noDirection = copyCommand('sideways', {});
    expect([noDirection.status, noDirection.stderr]).toEqual([2, expect.stringContaining('Usage: npm run blobs:copy')]);
    const noBucket = copyCommand('to-s3', { S3_BUCKET: '' });
    expect(noBucket.stderr).toContain('S3_BUCKET is not set');
  });
});
