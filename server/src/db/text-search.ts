import { sql, type Expression, type SqlBool } from 'kysely';

/** A LIKE pattern that finds `text` anywhere, lower-cased, with LIKE's own wildcards escaped (use with lowerLike). */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `lower(column) like pattern`, with the escape character both dialects need spelled out. With `sqlite`, the column
 * goes to LIKE as it is: SQLite's LIKE folds the ASCII letters, as its lower() does, and no other, so the answer is the
 * same without a lowered copy of every value tested (a common search tests hundreds of rows a page: 2-3 times faster).
 */
export const lowerLike = (column: string, pattern: string, sqlite = false): Expression<SqlBool> =>
  sqlite
    ? sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`
    : sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
