import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { JobRow } from '../db/tables.ts';
import { describeError } from '../media-tools/failure-reason.ts';
import { claimNextJob, failJob, finishJob, hasDueJobs, requeueStaleJobs, touchJob } from './job.repo.ts';

/** Does one job. Throwing means "try again later" (up to the attempt limit); expected failures should be recorded by the handler itself. */
export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

export interface JobRunnerOptions {
  /** How often an idle runner looks for work queued by other instances. */
  pollMs?: number;
  /** A running job nobody touched for this long is taken for abandoned (its instance died) and queued again. */
  leaseMs?: number;
  maxAttempts?: number;
}

const isoAgo = (ms: number) => new Date(Date.now() - ms).toISOString();
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * Runs queued jobs from the jobs table one at a time. Polls (other instances enqueue too) and can be woken at once
 * with kick(). Jobs left running by a dead instance are queued again once their lease runs out, so work resumes
 * after a restart.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private timer: NodeJS.Timeout | null = null;
  private loop: Promise<void> | null = null;
  private wanted = false;
  private stopped = false;
  private lastRequeue = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: JobRunnerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.maxAttempts = options.maxAttempts ?? 5;
  }

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  private kinds(): string[] {
    return [...this.handlers.keys()];
  }

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Look for work now (e.g. right after an upload queued some). */
  kick(): void {
    if (this.stopped) return;
    this.wanted = true;
    this.loop ??= this.runLoop().finally(() => {
      this.loop = null;
    });
  }

  /** Resolves once no due job is left and none is running: for tests and benchmarks. */
  async runUntilIdle(): Promise<void> {
    while (!this.stopped) {
      this.kick();
      await this.loop;
      if (!this.loop && !(await hasDueJobs(this.db, this.kinds()))) return;
    }
  }

  /** Stops polling and waits for the job in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.loop;
  }

  private async runLoop(): Promise<void> {
    try {
      while (this.wanted && !this.stopped) {
        this.wanted = false;
        await this.requeueAbandoned();
        let job = await claimNextJob(this.db, this.kinds());
        while (job && !this.stopped) {
          await this.execute(job);
          job = this.stopped ? undefined : await claimNextJob(this.db, this.kinds());
        }
      }
    } catch (error) {
      // The database went away (shutdown, outage): the next poll tries again.
      if (!this.stopped) this.log.error({ err: error }, 'job runner: cannot read the job queue');
    }
  }

  private async requeueAbandoned(): Promise<void> {
    if (Date.now() - this.lastRequeue < this.leaseMs / 4) return;
    this.lastRequeue = Date.now();
    const count = await requeueStaleJobs(this.db, isoAgo(this.leaseMs));
    if (count > 0) this.log.warn(`job runner: ${count} abandoned job(s) queued again`);
  }

  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    if (!handler) return; // never claimed: claimNextJob asks only for our kinds
    const heartbeat = setInterval(() => void touchJob(this.db, job.id).catch(() => undefined), this.leaseMs / 3);
    try {
      await handler(JSON.parse(job.payload) as unknown, job);
      await finishJob(this.db, job.id);
    } catch (error) {
      const reason = describeError(error);
      const retry = job.attempts < this.maxAttempts ? isoIn(1000 * 2 ** job.attempts) : null;
      this.log.error(
        { jobId: job.id, kind: job.kind, attempt: job.attempts },
        `job failed${retry ? ', will retry' : ''}: ${reason}`,
      );
      await failJob(this.db, job.id, reason, retry);
    } finally {
      clearInterval(heartbeat);
    }
  }
}
