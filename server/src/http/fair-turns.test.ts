import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerFairTurns } from './fair-turns.ts';

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
    const begun: { n: number; turn: number }[] = [];
    app.get('/:n', async (request) => {
      const n = Number((request.params as { n: string }).n);
      begun.push({ n, turn });
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
  });
});
