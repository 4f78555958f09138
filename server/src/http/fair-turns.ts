import type { FastifyInstance } from 'fastify';

/** Requests begun per turn of the event loop. */
const PER_TURN = 2;

// Of every app in this process: they share the one event loop.
let waitingInProcess = 0;

/** How many requests wait for their turn now: whether other work on this thread delays someone. */
export const requestsWaitingTheirTurn = (): number => waitingInProcess;

/**
 * Bounds how much request work one turn of the event loop does, so a transfer (each step of a download is one turn:
 * a read done, a socket drained) keeps moving beside a crowd of API calls. Without it one turn ran every request that
 * had arrived (50 connections: about 50 ms), and a download beside such load got a tenth of its speed. Each request
 * waits in arrival order and at most PER_TURN begin per turn; the work done per second stays the same.
 */
export function registerFairTurns(app: FastifyInstance): void {
  const waiting: (() => void)[] = [];
  let scheduled = false;

  const pump = () => {
    scheduled = false;
    for (let begun = 0; begun < PER_TURN && waiting.length > 0; begun++) {
      waitingInProcess--;
      waiting.shift()?.();
    }
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(pump);
  };

  app.addHook('onRequest', (_request, _reply, done) => {
    waiting.push(done);
    waitingInProcess++;
    schedule();
  });
}
