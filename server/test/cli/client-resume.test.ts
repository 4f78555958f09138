import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, waitFor } from '../media/media-helpers.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { collect, jsonOf, runCli, spawnCli, tempDir, useCliUser } from './client-helpers.ts';
import { startHoldRelay, type HoldRelay } from './hold-relay.ts';

const MB = 1024 * 1024;
const SIZE = 60 * MB;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('vaultbox upload resumes after Ctrl-C', { timeout: 90_000 }, () => {
  const t = useTestApp();
  const me = useCliUser(t);
  let relay: HoldRelay;
  let big: string;
  let content: Buffer;

  beforeAll(async () => {
    relay = await startHoldRelay(Number(new URL(t.url).port));
    content = randomBytes(SIZE);
    big = join(tempDir('big'), 'big.bin');
    writeFileSync(big, content);
  });
  afterAll(() => relay.close());

  it('stops on SIGINT with the upload kept, and the same command sends only the rest', async () => {
    const server = `http://127.0.0.1:${relay.port}`;
    const args = ['--json', 'upload', big, '--server', server, '--token', me.token];
    relay.holdAfter(20 * MB);
    const first = spawnCli(args, me.configDir);
    const firstRun = collect(first);
    await waitFor(() => relay.passed() >= 20 * MB, 'the server to have 20 MB', 30_000);
    first.kill('SIGINT');
    const stopped = await firstRun;
    expect(stopped.code).toBe(130);
    expect(jsonOf(stopped)).toMatchObject({ interrupted: true, unfinished: 1, uploaded: [] });
    // The upload's address is kept in the config folder for the rerun.
    const records = JSON.parse(readFileSync(join(me.configDir, 'uploads.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(records)).toHaveLength(1);

    relay.release();
    relay.reset();
    const second = await runCli(args, me.configDir);
    expect(second.stderr).toBe('');
    expect(second.code).toBe(0);
    const result = jsonOf(second) as unknown as {
      uploaded: { mediaId: string; resumedFrom: number; sentBytes: number; size: number }[];
    };
    const [done] = result.uploaded;
    expect(done.size).toBe(SIZE);
    expect(done.resumedFrom).toBeGreaterThan(0);
    expect(done.sentBytes).toBe(SIZE - done.resumedFrom);
    // What crossed the wire the second time: the rest and the requests around it, not the whole file.
    expect(relay.passed()).toBeLessThan(SIZE - 10 * MB);
    expect(JSON.parse(readFileSync(join(me.configDir, 'uploads.json'), 'utf8'))).toEqual({});

    const stored = await rawGet(`${t.url}/api/media/${done.mediaId}/download`, { authorization: `Bearer ${me.token}` });
    expect(stored.status).toBe(200);
    expect(stored.body.length).toBe(SIZE);
    expect(sha256(stored.body)).toBe(sha256(content));
  });
});
