import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerFairTurns, requestsWaitingTheirTurn } from './fair-turns.ts';

describe('fair turns', () => {
  it('begins at most two requests per turn of the event loop, in arrival order, and answers them all', async () => {
    const app = Fastify();
    registerFairTurns(app);
    // A counter of event-loop turns: one increment per check phase.
    let turn = 0;
    let counting = true;
    const tick = () => {
      turn++;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    const begun: { n: number; turn: number; waiting: number }[] = [];
    app.get('/:n', async (request) => {
      const n = Number((request.params as { n: string }).n);
      begun.push({ n, turn, waiting: requestsWaitingTheirTurn() });
      return { n };
    });
    await app.ready();

    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => app.inject({ url: `/${n}` })));
    counting = false;
    await app.close();

    expect(answers.map((a) => a.json().n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(begun.map((b) => b.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    const perTurn = new Map<number, number>();
    for (const b of begun) perTurn.set(b.turn, (perTurn.get(b.turn) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(2);
    expect(perTurn.size).toBeGreaterThanOrEqual(10);
    // What a download asks before it opens its chunks on a worker thread: who waits now.
    expect(begun[0].waiting).toBe(19);
    expect(begun[19].waiting).toBe(0);
    expect(requestsWaitingTheirTurn()).toBe(0);
  });
});
