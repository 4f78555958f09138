import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ApiTokenRow, UserRow } from '../db/tables.ts';

// The only SQL about personal API tokens (docs/security.md, API tokens). Secrets arrive here already hashed.

export async function insertApiToken(db: Db, row: ApiTokenRow): Promise<void> {
  await db.insertInto('api_tokens').values(row).execute();
}

/** Every token of a user, expired ones included (their owner sees them until revoked), newest first. */
export async function listApiTokensOfUser(db: Db, userId: string): Promise<ApiTokenRow[]> {
  return db
    .selectFrom('api_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** How many of a user's tokens still work (not expired at `now`): what the limit counts. */
export async function countLiveApiTokensOfUser(db: Db, userId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const TOKEN_COLUMNS = [
  'id',
  'user_id',
  'name',
  'token_hash',
  'hint',
  'scopes',
  'created_at',
  'expires_at',
  'last_used_at',
  'last_used_address',
] as const satisfies readonly (keyof ApiTokenRow)[];
const TOKEN_COLUMN_OF = new Map<string, string>(TOKEN_COLUMNS.map((column) => [`token_${column}`, column]));
// A column added to api_tokens and not to the list above fails type checking here.
const EVERY_TOKEN_COLUMN: Exclude<keyof ApiTokenRow, (typeof TOKEN_COLUMNS)[number]> extends never ? true : never =
  true;
void EVERY_TOKEN_COLUMN;

/**
 * The unexpired token of a hash and its user in one query (every request a token makes): the user's columns as they
 * are, the token's under a prefix so the two `id`s and `created_at`s do not collide.
 */
export async function findLiveApiTokenByHash(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<{ token: ApiTokenRow; user: UserRow } | undefined> {
  const found = (await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .selectAll('users')
    .select(TOKEN_COLUMNS.map((column) => sql.ref(`api_tokens.${column}`).as(`token_${column}`)))
    .where('api_tokens.token_hash', '=', tokenHash)
    .where((eb) => eb.or([eb('api_tokens.expires_at', 'is', null), eb('api_tokens.expires_at', '>', now)]))
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!found) return undefined;
  const token: Record<string, unknown> = {};
  const user: Record<string, unknown> = {};
  for (const key in found) {
    const column = TOKEN_COLUMN_OF.get(key);
    if (column) token[column] = found[key];
    else user[key] = found[key];
  }
  return { token: token as ApiTokenRow, user: user as UserRow };
}

/** The token's last use: when and from which network. */
export async function touchApiToken(db: Db, id: string, now: string, address: string | null): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: now, last_used_address: address })
    .where('id', '=', id)
    .execute();
}

/** Revokes one token of a user: its name, or null when the user has no such token (another user's id included). */
export async function deleteApiTokenOfUser(db: Db, userId: string, id: string): Promise<string | null> {
  const deleted = await db
    .deleteFrom('api_tokens')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('name')
    .executeTakeFirst();
  return deleted?.name ?? null;
}

/** Revokes every token of a user; answers how many there were. */
export async function deleteApiTokensOfUser(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom('api_tokens').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
