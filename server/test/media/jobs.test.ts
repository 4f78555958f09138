import { beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../src/jobs/job-runner.ts';
import { enqueueJob } from '../../src/jobs/job.repo.ts';
import { createProcessMediaJob } from '../../src/modules/media/process-media.job.ts';
import { buildMedia, buildUser } from '../helpers/factories.ts';
import { useTestApp, withRestarts, type TestApp } from '../helpers/test-app.ts';
import { PNG_1x1 } from './media-helpers.ts';

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
