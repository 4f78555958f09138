import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { testDialect } from '../helpers/test-database.ts';
import { signedInAccount } from './settings-helpers.ts';

// A deleted account leaves nothing of its address or its wrapped key behind in the database: not in a row of any
// table (counters keyed by the address included) and, on SQLite, not in the bytes of the database files either.

const tablesOf = async (t: ReturnType<typeof useTestApp>) => {
  if (testDialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.ctx.db);
    return rows.map((r) => r.name);
  }
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.ctx.db);
  return rows.map((r) => r.name);
};

/** Every table's rows as one text, to search for what must be gone. */
async function everyRow(t: ReturnType<typeof useTestApp>): Promise<string> {
  const texts: string[] = [];
  for (const table of await tablesOf(t)) {
    const { rows } = await sql`select * from ${sql.table(table)}`.execute(t.ctx.db);
    texts.push(`${table}: ${JSON.stringify(rows)}`);
  }
  return texts.join('\n');
}

/** The bytes of the SQLite database and its write-ahead log, as Latin-1 text (every byte one character). */
const databaseFiles = (dataDir: string) =>
  readdirSync(dataDir)
    .filter((name) => name.startsWith('vaultbox.db'))
    .map((name) => readFileSync(join(dataDir, name)).toString('latin1'))
    .join('\n');

describe('a deleted account leaves no trace of its address or wrapped key', () => {
  const t = useTestApp();
  const { api } = t;

  it('in any table, nor (SQLite) in the bytes of the database files', async () => {
    const tag = Math.random().toString(36).slice(2, 10);
    const me = await signedInAccount(t, api, { email: `traced-${tag}@example.com` });
    const pending = `pending-${tag}@example.com`;
    // What writes the address into other places: failed sign-ins (their counters) and an e-mail change waiting.
    for (let i = 0; i < 3; i++) {
      await api.post('/api/auth/login', { body: { email: me.email, password: 'Wrong-Password-1' } });
    }
    const change = { email: pending, currentPassword: me.password };
    expect((await api.put('/api/user/profile', { token: me.token, body: change })).status).toBe(200);
    const wrappedKey = me.user.wrapped_key;
    expect(await everyRow(t)).toContain(me.email);

    const res = await api.post('/api/user/delete-account', { token: me.token, body: { password: me.password } });
    expect(res.status).toBe(200);

    const rows = await everyRow(t);
    for (const trace of [me.email, pending, wrappedKey]) expect(rows).not.toContain(trace);
    if (testDialect === 'sqlite') {
      const bytes = databaseFiles(t.dataDir);
      for (const trace of [me.email, pending, wrappedKey]) expect(bytes.includes(trace), trace).toBe(false);
    }
  });
});
