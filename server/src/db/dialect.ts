import { PostgresAdapter } from 'kysely';

/** True on PostgreSQL; the few steps that differ by dialect (migrations, search) ask this. */
export function isPostgres(db: { getExecutor(): { readonly adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
