// A real S3-protocol server for the storage tests: s3rver (an npm dev dependency) in a child process, on a random
// port, keeping its objects in a temp dir. A child process, so the tests measure their own memory, not the server's.
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { S3BlobStore, type S3BlobStoreOptions } from '../../src/storage/s3-blob-store.ts';
import { createS3Client } from '../../src/storage/s3-client.ts';
import type { S3StoreConfig } from '../../src/storage/s3-config.ts';

export interface S3TestServer {
  port: number;
  stop(): Promise<void>;
}

export interface TestBucket {
  bucket: string;
  client: S3Client;
  store: S3BlobStore;
}

// s3rver checks every request's signature against its one built-in key pair.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const SERVER_MAIN = `
const S3rver = require(process.argv[1]);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2] });
server.run().then(({ port }) => console.log(JSON.stringify({ port })));
// Its stdin closes when the test process ends, however it ends: the server must not outlive it.
process.stdin.on('end', () => process.exit(0)).resume();
`;

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'vaultbox-s3-'));
  const s3rver = createRequire(import.meta.url).resolve('s3rver');
  // s3rver seals its ListObjectsV2 continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider; its
  // old Koa would warn about deprecated Node APIs on every run.
  const node = ['--openssl-legacy-provider', '--no-deprecation', '-e', SERVER_MAIN];
  const child = spawn(process.execPath, [...node, s3rver, directory], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await firstLine(child).then((line) => (JSON.parse(line) as { port: number }).port);
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        child.kill();
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function testS3Config(port: number, bucket: string): S3StoreConfig {
  return {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    ...CREDENTIALS,
    forcePathStyle: true,
  };
}

/** A new, empty bucket on the server at `port` (the server itself, or a tap in front of it), with a store over it. */
export async function newTestBucket(
  port: number,
  options: Omit<S3BlobStoreOptions, 'client' | 'bucket'> = {},
): Promise<TestBucket> {
  const bucket = `vaultbox-${randomBytes(6).toString('hex')}`;
  const client = createS3Client(testS3Config(port, bucket));
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return { bucket, client, store: new S3BlobStore({ ...options, client, bucket }) };
}

/** The same bucket reached at another port (e.g. through a tap), with a store over it. */
export function storeAt(port: number, bucket: string, options: Omit<S3BlobStoreOptions, 'client' | 'bucket'> = {}) {
  const client = createS3Client(testS3Config(port, bucket));
  return { client, store: new S3BlobStore({ ...options, client, bucket }) };
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      lines.close();
      resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before it listened`)));
  });
}

/** The S3_* variables of an app storing its blobs in `bucket` on the test server. */
export function s3TestEnv(port: number, bucket: string): Record<string, string> {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}
