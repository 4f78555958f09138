import { CompiledQuery, sql, type Compilable, type RawBuilder } from 'kysely';
import type { Db } from './database.ts';
import { isPostgres } from './dialect.ts';
import { nameStatement } from './named-statements.ts';

/**
 * Stands for the value at `index` while a prepared query is built. Kysely binds it as one parameter; anything that
 * reads it as text or a number (a template, JSON, arithmetic) throws, so a builder that looks at a value fails loudly
 * instead of baking one request's value into every later request's SQL.
 */
class Slot {
  constructor(readonly index: number) {}
  [Symbol.toPrimitive](): never {
    throw new Error('A prepared query may bind its values, never read them: put what shapes the SQL in its key');
  }
  toJSON(): never {
    return this[Symbol.toPrimitive]();
  }
}

/**
 * A LIMIT or OFFSET: a prepared query's stand-in is bound as a value; a number is written into the SQL, so a prepared
 * query must name it in its shape. PostgreSQL costs the generic plan of a statement whose LIMIT is bound as if it read
 * a tenth of the table, so it never keeps one and plans the statement anew at every run: for the media page, twice
 * the time of running it (docs/performance.md). Written, the generic plan costs the same and PostgreSQL keeps it.
 */
export function rowCount(count: number): number | RawBuilder<number> {
  if ((count as unknown) instanceof Slot) return count;
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`A row count must be a whole number: ${count}`);
  return sql.lit(count);
}

/**
 * A page's LIMIT and OFFSET in a query for runPrepared: written into its SQL when `written` (few pages, so few
 * shapes), else bound. `shape` goes into the query's shape, `values` first among its values, and `take` gives the
 * builder its LIMIT and OFFSET: the numbers, or the stand-ins at the front of the values it was given (taken out).
 */
export function pageCounts(limit: number, offset: number, written: boolean) {
  return {
    shape: written ? `limit ${limit} offset ${offset}` : 'limit ? offset ?',
    values: written ? [] : [limit, offset],
    take: (slots: unknown[]) => (written ? [limit, offset] : slots.splice(0, 2)) as [number, number],
  };
}

interface Prepared {
  sql: string;
  /** Per parameter of the SQL: the index of the value that fills it, or the constant the builder bound itself. */
  fill: ({ value: number } | { constant: unknown })[];
}

/** Shapes are few (sort orders × which filters are set); the bound keeps a mistake from growing without end. */
const MAX_SHAPES = 1000;
const prepared = new Map<string, Prepared>();

function prepare<Row>(build: (values: unknown[]) => Compilable<Row>, count: number): Prepared {
  const compiled = build(Array.from({ length: count }, (_, i) => new Slot(i))).compile();
  return {
    sql: compiled.sql,
    fill: compiled.parameters.map((parameter) =>
      parameter instanceof Slot ? { value: parameter.index } : { constant: parameter },
    ),
  };
}

/**
 * Runs the query `build` makes of `values`, built and compiled once per dialect and `shape`: building and compiling a
 * Kysely query cost about a third of a list page's time in the database (docs/performance.md). `shape` must name
 * everything that changes the SQL text (sort order, which filters are set, how many values); `build` gets stand-ins
 * for `values` and may only bind each one as a single value (no IN list of it, no test of it).
 */
export async function runPrepared<Row>(
  db: Db,
  shape: string,
  values: readonly unknown[],
  build: (values: unknown[]) => Compilable<Row>,
): Promise<Row[]> {
  const postgres = isPostgres(db);
  const key = `${postgres ? 'postgres' : 'sqlite'}|${values.length}|${shape}`;
  let known = prepared.get(key);
  if (!known) {
    known = prepare(build, values.length);
    if (prepared.size >= MAX_SHAPES) prepared.clear();
    prepared.set(key, known);
  }
  // SQLite's statements are cached by their text already (statement-cache.ts); PostgreSQL's by name.
  if (postgres) nameStatement(known.sql);
  const parameters = known.fill.map((slot) => ('value' in slot ? values[slot.value] : slot.constant));
  const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(known.sql, parameters));
  return rows;
}
