import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { JobRow } from '../db/tables.ts';
import { describeError } from '../media-tools/failure-reason.ts';
import { claimNextJob, failJob, finishJob, hasDueJobs, requeueStaleJobs, touchJob } from '../repos/job.repo.ts';

/** Does one job. Throwing means "try again later" (up to the attempt limit); expected failures should be recorded by the handler itself. */
export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

export interface JobRunnerOptions {
  /** How often an idle runner looks for work queued by other instances. */
  pollMs?: number;
  /** A running job nobody touched for this long is taken for abandoned (its instance died) and queued again. */
  leaseMs?: number;
  maxAttempts?: number;
  /** How many jobs this runner runs at once (1: one after the other). */
  slots?: number;
  /** Never two jobs of one owner at once (on any instance): a free slot is left to another owner's work. */
  onePerOwner?: boolean;
}

const isoAgo = (ms: number) => new Date(Date.now() - ms).toISOString();
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * Runs queued jobs from the jobs table, `slots` at a time, owners taking turns (claimNextJob). Polls (other instances
 * enqueue too) and can be woken at once with kick(). Jobs left running by a dead instance are queued again once their
 * lease runs out, so work resumes after a restart.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly slots: number;
  private readonly onePerOwner: boolean;
  /** The jobs running now, each settling (never rejecting) when it has ended. */
  private readonly inHand = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private loop: Promise<void> | null = null;
  private wanted = false;
  /** Ends the loop's wait for a job to end: kick() and every job's end call it. */
  private wake: (() => void) | null = null;
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
    this.slots = options.slots ?? 1;
    this.onePerOwner = options.onePerOwner ?? false;
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
    this.wake?.();
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
      // Due jobs this runner may not take yet (their owner's job runs elsewhere): look again shortly.
      await new Promise((resolve) => setTimeout(resolve, Math.min(this.pollMs, 50)));
    }
  }

  /** Stops polling and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.wake?.();
    await this.loop;
    await Promise.all(this.inHand);
  }

  /** Claims jobs while a slot is free and any is due; then waits for a job to end or a kick, and looks again. */
  private async runLoop(): Promise<void> {
    try {
      while (!this.stopped && (this.wanted || this.inHand.size > 0)) {
        if (this.wanted) {
          this.wanted = false;
          await this.requeueAbandoned();
          await this.claimWhileFree();
        } else {
          await new Promise<void>((resolve) => (this.wake = resolve));
          this.wake = null;
        }
      }
    } catch (error) {
      // The database went away (shutdown, outage): the next poll tries again.
      if (!this.stopped) this.log.error({ err: error }, 'job runner: cannot read the job queue');
    }
  }

  private async claimWhileFree(): Promise<void> {
    while (!this.stopped && this.inHand.size < this.slots) {
      const job = await claimNextJob(this.db, this.kinds(), { onePerOwner: this.onePerOwner });
      if (!job) return;
      const run = this.execute(job)
        .catch((error: unknown) => this.log.error({ err: error, jobId: job.id }, 'job runner: cannot record a job'))
        .finally(() => {
          this.inHand.delete(run);
          // A slot is free: the next job, or one of an owner this one kept waiting.
          this.wanted = true;
          this.wake?.();
        });
      this.inHand.add(run);
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
