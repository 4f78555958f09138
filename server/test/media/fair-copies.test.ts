import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '../../src/media-tools/ffmpeg-path.ts';
import { runProcess } from '../../src/media-tools/run-process.ts';
import { fixture } from '../helpers/fixtures.ts';
import { ffmpegForTests } from '../helpers/media-test-files.ts';
import { useTestApp, type UsedTestApp } from '../helpers/test-app.ts';
import { useMember, uploadId, waitFor, type Member } from './media-helpers.ts';

// The browser-viewable copies of one user's long videos do not keep another user's short one waiting, and a copy
// that takes longer than TRANSCODE_MAX_SECONDS is stopped and marked failed.

const hasVideo = await ffmpegForTests();

/** 40 s of 1080p MPEG-4 in AVI: its H.264 copy takes longer than the first test's cap on this kind of machine. */
let longAvi: Buffer;
let dir: string;
beforeAll(async () => {
  if (!hasVideo) return;
  dir = await mkdtemp(join(tmpdir(), 'vaultbox-fair-'));
  const path = join(dir, 'long.avi');
  const made = await runProcess(
    resolveFfmpegPath()!,
    [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=25', '-t', '40'],
      ...['-c:v', 'mpeg4', '-q:v', '31', path],
    ],
    { timeoutMs: 60_000, maxStdoutBytes: 1 << 20 },
  );
  if (made.code !== 0) throw new Error(`could not make the long AVI: ${made.stderr}`);
  longAvi = await readFile(path);
}, 60_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function fileOf(t: UsedTestApp, member: Member, id: string) {
  return (await t.api.get(`/api/media/${id}`, { token: member.token })).body.data.file as {
    previewState: string;
    previewMimeType: string | null;
    previewFailure: string | null;
  };
}

const previewJobState = async (t: UsedTestApp, mediaId: string) =>
  (
    await t.ctx.db
      .selectFrom('jobs')
      .select('state')
      .where('kind', '=', 'media.preview')
      .where('payload', 'like', `%${mediaId}%`)
      .executeTakeFirst()
  )?.state;

describe.runIf(hasVideo)('browser-viewable copies between users', () => {
  // A cap well above the short copy's time, also on a busy machine (at 8 s, a run beside other suites saw the long
  // copy stopped before the short one was ready), and low enough that the long one ends soon after the test.
  const t = useTestApp({ env: { TRANSCODE_MAX_SECONDS: '15' } });
  const alice = useMember(t);
  const bob = useMember(t);

  it("makes one user's short video while another user's long transcode runs", async () => {
    const long = await uploadId(t, alice.token, longAvi, { name: 'long.avi' });
    await t.app.media.jobs.runUntilIdle();
    await waitFor(async () => (await previewJobState(t, long)) === 'running', 'the long transcode to start', 10_000);

    const short = await uploadId(t, bob.token, await readFile(fixture('fixture.mkv')), { name: 'short.mkv' });
    await t.app.media.jobs.runUntilIdle();
    await waitFor(async () => (await fileOf(t, bob, short)).previewState === 'ready', "the short video's copy", 20_000);
    expect(await fileOf(t, bob, short)).toMatchObject({ previewState: 'ready', previewMimeType: 'video/mp4' });
    // The long one is still being made.
    expect((await fileOf(t, alice, long)).previewState).toBe('pending');
    expect(await previewJobState(t, long)).toBe('running');
    await t.app.media.previews.runUntilIdle();
  }, 60_000);
});

describe.runIf(hasVideo)('the time cap of a transcode', () => {
  const t = useTestApp({ env: { TRANSCODE_MAX_SECONDS: '1' } });
  const me = useMember(t);

  it('stops a transcode over TRANSCODE_MAX_SECONDS and marks the copy failed with the reason', async () => {
    const started = Date.now();
    const id = await uploadId(t, me.token, longAvi, { name: 'too-long.avi' });
    await t.app.media.jobs.runUntilIdle();
    await t.app.media.previews.runUntilIdle();
    // The owner is told why in a stable code; the reason itself stays on the server.
    const details = await t.api.get(`/api/media/${id}`, { token: me.token });
    expect(details.body.data.file).toMatchObject({ previewState: 'failed', previewFailure: 'too_long' });
    expect(JSON.stringify(details.body)).not.toContain('TRANSCODE_MAX_SECONDS');
    const row = await t.ctx.db
      .selectFrom('media_files')
      .select('preview_error')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.preview_error).toBe('too_long: making the copy took longer than TRANSCODE_MAX_SECONDS (1 s)');
    expect(await previewJobState(t, id)).toBe('done');
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);
});
