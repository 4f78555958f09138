import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface Periodic {
  /** Ends the timer and waits for a run in flight (call before the database closes). */
  stop(): Promise<void>;
}

/** Runs `task` now and every `everyMs`, one run at a time; a failure is logged with `name` and never thrown. */
export function startPeriodic(
  log: FastifyBaseLogger,
  name: string,
  everyMs: number,
  task: () => Promise<void>,
): Periodic {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(task).catch((err: unknown) => log.warn({ err }, `${name} failed`));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/** startPeriodic for the life of the app: the first run when it is ready, the last one awaited before it closes. */
export function runPeriodicWhileOpen(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  task: () => Promise<void>,
): void {
  let periodic: Periodic | undefined;
  app.addHook('onReady', async () => {
    periodic = startPeriodic(app.log, name, everyMs, task);
  });
  app.addHook('preClose', async () => {
    await periodic?.stop();
  });
}
