import { sql, type Expression, type SqlBool } from 'kysely';

/** A LIKE pattern that finds `text` anywhere, lower-cased, with LIKE's own wildcards escaped (use with lowerLike). */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `lower(column) like pattern`, with the escape character both dialects need spelled out. */
export const lowerLike = (column: string, pattern: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
