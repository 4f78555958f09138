import type pg from 'pg';

/**
 * PostgreSQL parses and plans an unnamed statement on every run; a named one once per connection (the list page, one
 * client: 1.45-1.71 ms per query named, 1.97-2.62 ms unnamed; docs/performance.md). Only the texts runPrepared makes
 * are named: they are few, and run on every request.
 */
const names = new Map<string, string>();
let given = 0;
/** Texts are as few as the prepared shapes; the bound keeps a mistake from growing without end. */
const MAX_NAMES = 1000;

/** Runs `text` as a named statement from now on. Names are never given twice, so none can mean another text. */
export function nameStatement(text: string): void {
  if (names.has(text)) return;
  if (names.size >= MAX_NAMES) names.clear();
  names.set(text, `vaultbox_${++given}`);
}

/** A migration (another instance's) changed what a named statement returns: PostgreSQL refuses it from then on. */
const isStalePlan = (error: unknown) =>
  error instanceof Error &&
  (error as { code?: string }).code === '0A000' &&
  error.message.includes('cached plan must not change result type');

type Query = (...args: unknown[]) => Promise<unknown>;

/** Makes the client run the named texts as named statements (pg parses each once per connection). */
export function nameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  // Not async: whatever else is asked (a callback, a cursor) goes to pg as it is and gets pg's own answer back.
  const named: Query = (text, values, ...rest) => {
    const name = typeof text === 'string' && Array.isArray(values) && rest.length === 0 ? names.get(text) : undefined;
    if (name === undefined) return query(text, values, ...rest);
    return query({ name, text, values }).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      // A new name is parsed and planned afresh, here and on every other connection. Nothing ran: safe to retry.
      if (names.get(text as string) === name) names.delete(text as string);
      nameStatement(text as string);
      return query({ name: names.get(text as string), text, values });
    });
  };
  client.query = named as typeof client.query;
}
