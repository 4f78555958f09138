import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, revertMigrationsAfter } from '../../src/db/migrate.ts';
import { JobRunner } from '../../src/jobs/job-runner.ts';
import { enqueueJob } from '../../src/repos/job.repo.ts';
import { createProcessMediaJob } from '../../src/modules/media/process-media.job.ts';
import { buildMedia, buildUser } from '../helpers/factories.ts';
import { useTestApp, withRestarts, type TestApp } from '../helpers/test-app.ts';
import { PNG_1x1, waitFor } from './media-helpers.ts';

const jobState = async (t: TestApp, id: string) =>
  await t.ctx.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the job runner', () => {
  const t = useTestApp();
  beforeAll(() => t.app.media.jobs.stop()); // these tests drive their own runners

  it('never runs one job twice, even with two runners polling the same table', async () => {
    const runs: string[] = [];
    const runners = [0, 1].map(() => {
      const runner = new JobRunner(t.ctx.db, t.ctx.log);
      runner.register('test.count', async (payload) => {
        runs.push((payload as { n: string }).n);
        await new Promise((r) => setTimeout(r, 2));
      });
      return runner;
    });
    for (let n = 0; n < 20; n++) await enqueueJob(t.ctx.db, 'test.count', { n: String(n) });
    await Promise.all(runners.map((r) => r.runUntilIdle()));
    await Promise.all(runners.map((r) => r.stop()));
    expect(runs.sort()).toEqual(Array.from({ length: 20 }, (_, n) => String(n)).sort());
  });

  it('retries a throwing job later and gives up after the attempt limit', async () => {
    const runner = new JobRunner(t.ctx.db, t.ctx.log, { maxAttempts: 2 });
    let calls = 0;
    runner.register('test.flaky', () => {
      calls++;
      return Promise.reject(new Error('disk on fire'));
    });
    const id = await enqueueJob(t.ctx.db, 'test.flaky', {});
    await runner.runUntilIdle();
    let job = await jobState(t, id);
    expect(job).toMatchObject({ state: 'queued', attempts: 1, last_error: 'disk on fire' });
    expect(job.run_after > new Date().toISOString()).toBe(true);
    await t.ctx.db
      .updateTable('jobs')
      .set({ run_after: new Date(0).toISOString() })
      .where('id', '=', id)
      .execute();
    await runner.runUntilIdle();
    job = await jobState(t, id);
    expect(job).toMatchObject({ state: 'failed', attempts: 2 });
    expect(calls).toBe(2);
    await runner.stop();
  });

  it('finishes a processing job whose file was deleted meanwhile', async () => {
    const runner = new JobRunner(t.ctx.db, t.ctx.log);
    runner.register(
      'media.process',
      createProcessMediaJob(t.ctx, () => undefined),
    );
    const id = await enqueueJob(t.ctx.db, 'media.process', { mediaId: 'deleted-long-ago' });
    await runner.runUntilIdle();
    await runner.stop();
    expect((await jobState(t, id)).state).toBe('done');
  });

  it('leaves jobs of kinds it does not know to runners that do', async () => {
    const runner = new JobRunner(t.ctx.db, t.ctx.log);
    runner.register('test.known', () => Promise.resolve());
    const id = await enqueueJob(t.ctx.db, 'test.from-a-newer-version', {});
    await runner.runUntilIdle();
    await runner.stop();
    expect((await jobState(t, id)).state).toBe('queued');
  });
});

describe('turns between owners', () => {
  const t = useTestApp();
  beforeAll(() => Promise.all([t.app.media.jobs.stop(), t.app.media.previews.stop()]));

  /** A handler whose jobs wait until the test lets them go, recording when each starts and ends. */
  function gatedHandler(kind: string) {
    const events: string[] = [];
    const gates = new Map<string, () => void>();
    const handler = async (payload: unknown) => {
      const { n } = payload as { n: string };
      events.push(`start ${n}`);
      await new Promise<void>((release) => gates.set(n, release));
      events.push(`end ${n}`);
    };
    const release = (n: string) => gates.get(n)?.();
    const enqueue = (ownerId: string, n: string) => enqueueJob(t.ctx.db, kind, { n }, { ownerId });
    return { events, handler, release, enqueue, started: (n: string) => events.includes(`start ${n}`) };
  }

  it('claims the job of the owner whose last turn is oldest, so a long queue does not hold up another owner', async () => {
    const runs: string[] = [];
    const runner = new JobRunner(t.ctx.db, t.ctx.log);
    runner.register('test.turns', (payload) => {
      runs.push((payload as { n: string }).n);
      return Promise.resolve();
    });
    for (const n of ['a1', 'a2', 'a3']) await enqueueJob(t.ctx.db, 'test.turns', { n }, { ownerId: 'owner-a' });
    for (const n of ['b1', 'b2']) await enqueueJob(t.ctx.db, 'test.turns', { n }, { ownerId: 'owner-b' });
    await enqueueJob(t.ctx.db, 'test.turns', { n: 'c1' }, { ownerId: 'owner-c' });
    await runner.runUntilIdle();
    await runner.stop();
    expect(runs).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it("runs another owner's job beside a long one, and never two of one owner at once", async () => {
    const jobs = gatedHandler('test.slots');
    const runner = new JobRunner(t.ctx.db, t.ctx.log, { slots: 2, onePerOwner: true });
    runner.register('test.slots', jobs.handler);
    await jobs.enqueue('owner-a', 'long');
    await jobs.enqueue('owner-a', 'second');
    runner.start();
    await waitFor(() => jobs.started('long'), 'the long job to start');
    await jobs.enqueue('owner-b', 'short');
    runner.kick();
    await waitFor(() => jobs.started('short'), "the other owner's job to start beside the long one");
    jobs.release('short');
    await waitFor(() => jobs.events.includes('end short'), 'the short job to end');
    // The first owner's second job waits for its first, though a slot is free.
    await new Promise((r) => setTimeout(r, 100));
    expect(jobs.started('second')).toBe(false);
    jobs.release('long');
    await waitFor(() => jobs.started('second'), 'the second job after the long one');
    jobs.release('second');
    await runner.runUntilIdle();
    await runner.stop();
    expect(jobs.events).toEqual(['start long', 'start short', 'end short', 'end long', 'start second', 'end second']);
  });

  it('keeps one job per owner at a time across instances claiming at once', async () => {
    const running = new Map<string, number>();
    let mostAtOnce = 0;
    const runners = [0, 1].map(() => {
      const runner = new JobRunner(t.ctx.db, t.ctx.log, { slots: 2, onePerOwner: true, pollMs: 20 });
      runner.register('test.race', async (payload) => {
        const { owner } = payload as { owner: string };
        running.set(owner, (running.get(owner) ?? 0) + 1);
        mostAtOnce = Math.max(mostAtOnce, running.get(owner)!);
        await new Promise((r) => setTimeout(r, 5));
        running.set(owner, running.get(owner)! - 1);
      });
      return runner;
    });
    for (let n = 0; n < 8; n++) {
      for (const owner of ['owner-a', 'owner-b'])
        await enqueueJob(t.ctx.db, 'test.race', { owner }, { ownerId: owner });
    }
    await Promise.all(runners.map((r) => r.runUntilIdle()));
    await Promise.all(runners.map((r) => r.stop()));
    const states = await t.ctx.db.selectFrom('jobs').select('state').where('kind', '=', 'test.race').execute();
    expect(states.map((s) => s.state)).toEqual(Array(16).fill('done'));
    expect(mostAtOnce).toBe(1);
  });
});

describe('jobs after a restart', () => {
  it('resumes queued jobs and jobs a dead instance left running', async () => {
    await withRestarts(async (start) => {
      const first = await start();
      const { user } = await buildUser(first.ctx);
      const { id: queuedId } = await buildMedia(first.ctx, user, PNG_1x1, { process: true });
      const { id: runningId } = await buildMedia(first.ctx, user, PNG_1x1, { process: true });
      await first.app.media.jobs.stop();
      // As if the instance died: one job still queued, one claimed an hour ago and never finished.
      const db = first.ctx.db;
      await db.deleteFrom('jobs').execute();
      await db.updateTable('media_files').set({ thumbnail_state: 'pending', width: null, height: null }).execute();
      await enqueueJob(db, 'media.process', { mediaId: queuedId });
      const staleJob = await enqueueJob(db, 'media.process', { mediaId: runningId });
      const anHourAgo = new Date(Date.now() - 3600_000).toISOString();
      await db
        .updateTable('jobs')
        .set({ state: 'running', attempts: 1, updated_at: anHourAgo })
        .where('id', '=', staleJob)
        .execute();
      await first.close();

      const second = await start();
      await second.app.media.jobs.runUntilIdle();
      const rows = await second.ctx.db.selectFrom('media_files').select(['id', 'thumbnail_state', 'width']).execute();
      expect(rows.map((r) => [r.thumbnail_state, r.width])).toEqual([
        ['ready', 1],
        ['ready', 1],
      ]);
      const jobs = await second.ctx.db.selectFrom('jobs').select('state').execute();
      expect(jobs.map((j) => j.state)).toEqual(['done', 'done']);
    });
  });
});

describe('the job-turns migration', () => {
  const t = useTestApp();
  beforeAll(() => Promise.all([t.app.media.jobs.stop(), t.app.media.previews.stop()]));

  it('gives the queued jobs of a file the owner of that file, and other work no owner', async () => {
    const { user } = await buildUser(t.ctx);
    const { id: mediaId } = await buildMedia(t.ctx, user, PNG_1x1);
    await revertMigrationsAfter(t.ctx.db, '0015-search-grams-per-owner');
    const now = new Date().toISOString();
    const queue = async (kind: string, payload: unknown) => {
      const id = randomUUID();
      const row = { id, kind, payload: JSON.stringify(payload), state: 'queued' as const, run_after: now };
      await t.ctx.db
        .insertInto('jobs')
        .values({ ...row, created_at: now, updated_at: now })
        .execute();
      return id;
    };
    const ofFile = await queue('media.preview', { mediaId, copy: 'stripped' });
    const ofNoFile = await queue('media.process', { mediaId: 'gone' });
    const other = await queue('test.other', { mediaId });
    await migrateToLatest(t.ctx.db);
    const owners = await t.ctx.db.selectFrom('jobs').select(['id', 'owner_id', 'claim_turn']).execute();
    const ownerOf = (id: string) => owners.find((row) => row.id === id);
    expect([ownerOf(ofFile), ownerOf(ofNoFile), ownerOf(other)]).toEqual([
      { id: ofFile, owner_id: user.id, claim_turn: null },
      { id: ofNoFile, owner_id: '', claim_turn: null },
      { id: other, owner_id: '', claim_turn: null },
    ]);
  });
});
