import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { nameStatement, nameStatements } from './named-statements.ts';

/** A stand-in for a pool client that records what reaches pg and answers with `answer`. */
function fakeClient(answer: (...args: unknown[]) => unknown) {
  const calls: unknown[][] = [];
  const client = {
    query: (...args: unknown[]) => {
      calls.push(args);
      return answer(...args);
    },
  };
  nameStatements(client as unknown as pg.PoolClient);
  return { client: client as unknown as { query: (...args: unknown[]) => unknown }, calls };
}

describe('nameStatements', () => {
  it('sends a named text with its name, and anything else to pg as it is, with pg’s own answer', async () => {
    nameStatement('select $1::int as n -- named test');
    const cursor = { submit: () => undefined };
    const { client, calls } = fakeClient((first) => (first === cursor ? cursor : Promise.resolve({ rows: [] })));
    await client.query('select $1::int as n -- named test', [1]);
    expect(calls[0]![0]).toMatchObject({ text: 'select $1::int as n -- named test', values: [1] });
    expect((calls[0]![0] as { name: string }).name).toMatch(/^vaultbox_\d+$/);
    await client.query('select 2', [2]);
    expect(calls[1]).toEqual(['select 2', [2]]);
    // A cursor comes back itself, not a promise of it.
    expect(client.query(cursor)).toBe(cursor);
    const callback = () => undefined;
    client.query('select $1::int as n -- named test', [1], callback);
    expect(calls[3]).toEqual(['select $1::int as n -- named test', [1], callback]);
  });
});
