import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { INSTANCE_LOCKS } from '../src/db/instance-lock.ts';
import { enqueueJob } from '../src/repos/job.repo.ts';
import { testDialect } from './helpers/test-database.ts';
import { startTestApp, useTestApp, withRestarts } from './helpers/test-app.ts';
import { buildMedia } from './helpers/factories.ts';
import { signedInMember, tempBlobs, upload, waitFor } from './media/media-helpers.ts';
import { multipartParts, startRawUpload } from './media/raw-upload.ts';
import { MAX_UPLOADS_IN_FLIGHT } from '../src/modules/media/upload-reservations.ts';
import { client } from './helpers/http-client.ts';
import { redisForTests, testRedisUrl } from './helpers/redis-for-tests.ts';

// Operations: readiness for load balancers, Prometheus metrics behind a token, rate limits that hold across
// instances through Redis.

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
const MB = 1024 * 1024;
const REDIS_URL = testRedisUrl(9);
const hasRedis = await redisForTests(REDIS_URL);

describe('readiness', () => {
  const t = useTestApp();

  it('is ready when the database and the blob store answer (Redis off)', async () => {
    const res = await t.api.get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', redis: 'off' },
    });
  });

  it('answers 503 in the error envelope, naming the failed check, with the checks inside', async () => {
    const check = t.ctx.blobs.check;
    t.ctx.blobs.check = () => Promise.reject(new Error('the disk went away'));
    try {
      const res = await t.api.get('/api/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        success: false,
        code: 'NOT_READY',
        error: 'This instance is not ready: the file storage check failed.',
        status: 'not ready',
        checks: { database: 'ok', storage: 'failed', redis: 'off' },
      });
    } finally {
      t.ctx.blobs.check = check;
    }
    expect((await t.api.get('/api/ready')).status).toBe(200);
  });

  it('has no metrics endpoint unless METRICS_TOKEN is set', async () => {
    expect((await t.api.get('/api/metrics')).status).toBe(404);
  });
});

describe('metrics', () => {
  const t = useTestApp({ env: { METRICS_TOKEN } });
  const scrape = (token?: string) =>
    fetch(`${t.url}/api/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('refuses a scrape without the token or with a wrong one', async () => {
    for (const token of [undefined, 'wrong', `${METRICS_TOKEN}x`]) {
      const res = await scrape(token);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: string }).error).toBe('A valid metrics token is required');
    }
  });

  it('counts requests by route pattern, upload and download bytes, and the job queue', async () => {
    const me = await signedInMember(t, t.api);
    const file = await buildMedia(t.ctx, me.user, Buffer.alloc(12_345, 7), { name: 'counted.bin' });
    const download = await fetch(`${t.url}/api/media/${file.id}/download`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect((await download.arrayBuffer()).byteLength).toBe(12_345);
    await t.api.get('/api/health');
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(5000, 1)]), 'up.bin');
    const up = await fetch(`${t.url}/api/media/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}` },
      body: form,
    });
    expect(up.status).toBe(200);

    // Jobs of a kind no runner takes stay queued: the queue's depth.
    for (let i = 0; i < 2; i++) await enqueueJob(t.ctx.db, 'nobody.runs.this', {});
    const res = await scrape(METRICS_TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/vaultbox_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
    expect(text).toMatch(
      /vaultbox_http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/health"\}/,
    );
    // Ids never become labels: the pattern does.
    expect(text).toContain('route="/api/media/:id/download"');
    expect(text).not.toContain(file.id);
    expect(text).toMatch(/vaultbox_download_bytes_total 12345/);
    const uploaded = Number(/vaultbox_upload_bytes_total (\d+)/.exec(text)?.[1]);
    expect(uploaded).toBeGreaterThan(5000);
    expect(text).toMatch(/vaultbox_jobs_queued\{kind="nobody.runs.this"\} 2/);
    // The download's one chunk, opened on the main thread (nobody waited).
    expect(text).toMatch(/vaultbox_decrypted_batches_total\{thread="main"\} [1-9]/);
    expect(text).toMatch(/vaultbox_decrypted_batches_total\{thread="worker"\} \d+/);
    expect(text).toContain('vaultbox_process_resident_memory_bytes');
  });
});

describe.runIf(hasRedis)('with Redis', () => {
  it('counts a rate limit across two instances, and reports Redis in readiness', async () => {
    const env = { REDIS_URL };
    const rateLimits = { lookupPerIp: { max: 3, windowMs: 60_000 } };
    const a = await startTestApp({ env, rateLimits });
    const b = await startTestApp({ env, rateLimits });
    try {
      const lookup = (url: string) => fetch(`${url}/api/auth/check-email?email=someone%40example.com`);
      const statuses = [];
      for (const url of [a.url, b.url, a.url, b.url]) statuses.push((await lookup(url)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);

      const ready = await (await fetch(`${a.url}/api/ready`)).json();
      expect(ready).toEqual({ success: true, status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'ok' } });
      a.ctx.redis!.disconnect();
      const down = await fetch(`${a.url}/api/ready`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({
        success: false,
        code: 'NOT_READY',
        error: 'This instance is not ready: the Redis check failed.',
        status: 'not ready',
        checks: { redis: 'failed' },
      });
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('counts a user’s uploads in flight across two instances', async () => {
    const env = { REDIS_URL };
    const a = await startTestApp({ env });
    const b = await startTestApp({ env, dataDir: a.dataDir, databaseUrl: a.databaseUrl });
    try {
      const member = await signedInMember(a, client(a.url), { storageLimit: 100 * MB });
      const stall = (url: string) => {
        const parts = multipartParts(Buffer.alloc(MB));
        const started = startRawUpload(url, {
          token: member.token,
          contentLength: parts.head.length + MB + parts.tail.length,
        });
        started.req.write(Buffer.concat([parts.head, Buffer.alloc(1024)]));
        return started;
      };
      const stalled = [stall(a.url), stall(b.url), stall(a.url), stall(b.url)];
      await waitFor(() => tempBlobs(a).length === MAX_UPLOADS_IN_FLIGHT, 'four uploads to start on two instances');
      for (const url of [a.url, b.url]) {
        const refused = await upload({ ...a, url }, member.token, Buffer.alloc(1024, 1), { name: 'fifth.bin' });
        expect(refused.status).toBe(429);
      }
      for (const s of stalled) s.req.destroy();
      await waitFor(() => tempBlobs(a).length === 0, 'the stalled uploads to end');
      const afterwards = await upload({ ...b }, member.token, Buffer.alloc(1024, 1), { name: 'later.bin' });
      expect(afterwards.status).toBe(200);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('stops start-up with a clear line when REDIS_URL does not answer', async () => {
    await expect(startTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1/0' } })).rejects.toThrow(
      /Redis could not be reached \(.*ECONNREFUSED.*\): check REDIS_URL/,
    );
  });
});

describe.runIf(testDialect === 'postgres')('the storage sweep on several instances', () => {
  const t = useTestApp();

  it('runs on one instance at a time: another skips its turn while one sweeps', async () => {
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [INSTANCE_LOCKS.storageSweep]);
      expect(await t.app.media.sweep()).toMatchObject({ skipped: true });
      await other.query('select pg_advisory_unlock($1)', [INSTANCE_LOCKS.storageSweep]);
      expect((await t.app.media.sweep()).skipped).toBeUndefined();
    } finally {
      await other.end();
    }
  });
});

describe('several instances on one database', () => {
  it('refuses to start with a master key other than the one the database was made with', async () => {
    await withRestarts(async (start) => {
      const first = await start(); // generates DATA_DIR/master.key and records its check value
      await first.close();
      const otherKey = Buffer.alloc(32, 9).toString('base64');
      await expect(start({ env: { MASTER_KEY: otherKey } })).rejects.toThrow(
        /The master key is not the one this database was made with/,
      );
      // The same key (the file again) starts as before.
      await (await start()).close();
    });
  });
});
