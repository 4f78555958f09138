import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/db/database.ts';
import { resolveFfmpegPath } from '../src/media-tools/ffmpeg-path.ts';
import { runProcess } from '../src/media-tools/run-process.ts';
import { client, type Client } from './helpers/http-client.ts';
import {
  ownerEnv,
  PROCESS_OWNER,
  signInOwner,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process.ts';
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  testDialect,
  type TestDatabase,
} from './helpers/test-database.ts';
import { pngBytes } from './share/share-helpers.ts';
import { ffmpegForTests } from './helpers/media-test-files.ts';
import { redisForTests, testRedisUrl } from './helpers/redis-for-tests.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './helpers/round-robin-proxy.ts';
import { newTestBucket, s3TestEnv, startS3TestServer, type S3TestServer } from './helpers/s3-test-server.ts';

// Several instances: two real server processes on one PostgreSQL, one S3 bucket and one Redis, behind one address. Runs
// in the PostgreSQL pass of `npm test` (Redis must be reachable; in CI it must be).

const REDIS_URL = testRedisUrl(10);
const runs = testDialect === 'postgres' && (await redisForTests(REDIS_URL));
const hasVideo = runs && (await ffmpegForTests());
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const MASTER_KEY = Buffer.alloc(32, 42).toString('base64');

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function uploadThrough(url: string, token: string, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${url}/api/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { mediaId?: string };
  if (!body.mediaId) throw new Error(`upload answered ${res.status}`);
  return body.mediaId;
}

describe.runIf(runs)('several instances behind one address', () => {
  let s3: S3TestServer;
  let database: TestDatabase;
  let db: Db;
  let env: Record<string, string>;
  const instances: ServerProcess[] = [];
  let proxy: RoundRobinProxy;
  let front: Client;
  let token: string;

  const startInstance = async () => {
    const instance = await startServerProcess(env);
    if (!instance.url) throw new Error(`instance did not start: ${instance.output()}`);
    instances.push(instance);
    return instance;
  };

  beforeAll(async () => {
    s3 = await startS3TestServer();
    const { bucket } = await newTestBucket(s3.port);
    database = await createTestDatabase();
    db = createDatabase({ dialect: 'postgres', url: database.databaseUrl! });
    env = {
      ...ownerEnv,
      ...s3TestEnv(s3.port, bucket),
      DATABASE_URL: database.databaseUrl!,
      REDIS_URL,
      MASTER_KEY,
      TRUST_PROXY: '1',
    };
    await startInstance();
    await startInstance();
    proxy = await startRoundRobinProxy(() => instances.map((i) => i.url));
    front = client(proxy.url);
    token = await signInOwner(proxy.url);
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    for (const instance of instances) await instance.close();
    await db?.destroy();
    await database?.drop();
    await s3?.stop();
  });

  it('serves a session made on one instance on the other, and both are ready', async () => {
    for (const instance of instances) {
      const stats = await client(instance.url).get('/api/user/stats', { token });
      expect(stats.status).toBe(200);
      const ready = await (await fetch(`${instance.url}/api/ready`)).json();
      expect(ready).toEqual({ success: true, status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'ok' } });
    }
  });

  it('uploads through one instance, and streams, shares and downloads through the other', async () => {
    const [a, b] = instances;
    const photo = await pngBytes(320, 240);
    const id = await uploadThrough(a.url, token, photo, 'across.png');
    const onB = client(b.url);
    await waitUntil(
      async () => (await onB.get(`/api/media/${id}`, { token })).body.data.file.thumbnailState === 'ready',
      'the thumbnail',
    );
    const streamed = await fetch(`${b.url}/api/media/${id}/stream`, { headers: { authorization: `Bearer ${token}` } });
    expect(sha256(Buffer.from(await streamed.arrayBuffer()))).toBe(sha256(photo));
    const thumb = await fetch(`${b.url}/api/media/${id}/thumbnail?size=small`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(thumb.headers.get('content-type')).toBe('image/webp');

    const share = await onB.post('/api/share', { token, body: { mediaFileId: id, stripMetadata: false } });
    expect(share.status).toBe(201);
    const download = await fetch(`${a.url}/api/share/public/s/${share.body.data.share.slug}/download`);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(photo));
  });

  it('gives exactly 10 of 50 concurrent downloads of a share limited to 10, spread over both instances', async () => {
    const bytes = Buffer.alloc(300_000, 7);
    const id = await uploadThrough(instances[0].url, token, bytes, 'limited.bin');
    const share = await front.post('/api/share', { token, body: { mediaFileId: id, maxDownloads: 10 } });
    const slug = share.body.data.share.slug as string;
    const before = proxy.served.length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const res = await fetch(`${proxy.url}/api/share/public/s/${slug}/download`);
        const body = Buffer.from(await res.arrayBuffer());
        return { status: res.status, whole: body.length === bytes.length };
      }),
    );
    expect(answers.filter((a) => a.status === 200 && a.whole)).toHaveLength(10);
    // The rest: the limit reached (410), or refused before anything was counted because one address held more than
    // its share of open streams on an instance (429, try again).
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 410 || a.status === 429)).toBe(true);
    expect(answers.filter((a) => a.status === 410).length).toBeGreaterThan(0);
    expect(new Set(proxy.served.slice(before))).toEqual(new Set([0, 1]));
    const stored = await front.get(`/api/share/${share.body.data.share.id}`, { token });
    expect(stored.body.data.share.currentDownloads).toBe(10);
  });

  it('holds the share-password and sign-in limits across both instances', async () => {
    const id = await uploadThrough(instances[0].url, token, Buffer.from('secret'), 'guarded.txt');
    const share = await front.post('/api/share', { token, body: { mediaFileId: id, password: 'the-right-one' } });
    const slug = share.body.data.share.slug as string;
    const guesses: number[] = [];
    for (let i = 0; i < 12; i++) {
      guesses.push((await front.post(`/api/share/public/${slug}`, { body: { password: `wrong-${i}` } })).status);
    }
    expect(guesses).toEqual([...Array(10).fill(401), 429, 429]);

    const logins: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await front.post('/api/auth/login', {
        body: { email: PROCESS_OWNER.email, password: `Wrong-${i}-x` },
      });
      logins.push(res.status);
    }
    expect(logins).toEqual([...Array(10).fill(401), 429, 429]);
  });
});

describe.runIf(runs)('instances starting together on a new database', () => {
  it('migrate it once: both start, each migration is recorded once', async () => {
    const database = await createEmptyPostgresDatabase();
    const started: ServerProcess[] = [];
    try {
      const env = { DATABASE_URL: database.databaseUrl, MASTER_KEY, REDIS_URL };
      started.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
      for (const instance of started) expect(instance.url, instance.output()).toMatch(/^http:/);
      const db = createDatabase({ dialect: 'postgres', url: database.databaseUrl });
      try {
        const done = await db
          .selectFrom('kysely_migration' as never)
          .select('name' as never)
          .execute();
        const names = done.map((row) => (row as { name: string }).name);
        expect(names.length).toBeGreaterThan(10);
        expect(new Set(names).size).toBe(names.length);
      } finally {
        await db.destroy();
      }
    } finally {
      for (const instance of started) await instance.close();
      await database.drop();
    }
  }, 60_000);
});

describe.runIf(runs)('an instance killed in the middle of a job', () => {
  let s3: S3TestServer;
  let database: TestDatabase;
  let db: Db;
  let dir: string;
  const instances: ServerProcess[] = [];

  beforeAll(async () => {
    s3 = await startS3TestServer();
    database = await createTestDatabase();
    db = createDatabase({ dialect: 'postgres', url: database.databaseUrl! });
    dir = await mkdtemp(join(tmpdir(), 'vaultbox-multi-'));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await db?.destroy();
    await database?.drop();
    await s3?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it.runIf(hasVideo)(
    'leaves the job to the other instance, which finishes it',
    async () => {
      const { bucket } = await newTestBucket(s3.port);
      const env = {
        ...ownerEnv,
        ...s3TestEnv(s3.port, bucket),
        DATABASE_URL: database.databaseUrl!,
        REDIS_URL,
        MASTER_KEY,
      };
      // A video browsers cannot play, long enough that its transcode is still running when the instance dies.
      const video = join(dir, 'long.avi');
      const made = await runProcess(
        resolveFfmpegPath()!,
        [
          ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=20:size=1280x720:rate=30'],
          ...['-c:v', 'mpeg4', '-q:v', '5', video],
        ],
        { timeoutMs: 60_000, maxStdoutBytes: 1 << 20 },
      );
      expect(made.code).toBe(0);

      const a = await startServerProcess(env);
      instances.push(a);
      const token = await signInOwner(a.url);
      const id = await uploadThrough(a.url, token, await readFile(video), 'long.avi');
      const running = () =>
        db
          .selectFrom('jobs')
          .select(['id', 'state'])
          .where('kind', '=', 'media.preview')
          .where('state', '=', 'running')
          .executeTakeFirst();
      await waitUntil(async () => (await running()) !== undefined, 'the transcode to start on A');
      await a.kill(); // kill -9, mid-transcode
      const orphan = await running();
      expect(orphan).toBeDefined();
      // Its lease (60 s) runs out without A's heartbeat: stand in for the wait.
      await db
        .updateTable('jobs')
        .set({ updated_at: new Date(Date.now() - 10 * 60_000).toISOString() })
        .where('id', '=', orphan!.id)
        .execute();

      const b = await startServerProcess(env);
      instances.push(b);
      const onB = client(b.url);
      await waitUntil(
        async () => (await onB.get(`/api/media/${id}`, { token })).body.data.file.previewState === 'ready',
        'the copy made by B',
        120_000,
      );
      const stream = await fetch(`${b.url}/api/media/${id}/stream`, { headers: { authorization: `Bearer ${token}` } });
      expect(stream.headers.get('content-type')).toBe('video/mp4');
      const job = await db
        .selectFrom('jobs')
        .select(['state', 'attempts'])
        .where('id', '=', orphan!.id)
        .executeTakeFirst();
      expect(job).toMatchObject({ state: 'done', attempts: 2 });
    },
    240_000,
  );
});
