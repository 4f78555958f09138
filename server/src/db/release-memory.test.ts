import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { allocatorTrim } from '../http/allocator-trim.ts';
import { createDatabase, releaseDatabaseMemory } from './database.ts';

const MB = 1024 * 1024;

describe.runIf(process.platform === 'linux')("SQLite's page cache handed back", () => {
  const dir = mkdtempSync(join(tmpdir(), 'vaultbox-release-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('frees the pages a full read cached, and the database still answers', async () => {
    const db = createDatabase({ dialect: 'sqlite', file: join(dir, 'cache.db') });
    // 40 MB of rows: reading them all fills the page cache to its 16 MB.
    await sql`create table t (n integer, pad blob)`.execute(db);
    await sql`with recursive k(n) as (select 1 union all select n + 1 from k where n < 10000)
      insert into t select n, randomblob(4000) from k`.execute(db);
    const sum = async () => (await sql<{ s: number }>`select sum(length(pad)) as s from t`.execute(db)).rows[0].s;
    expect(await sum()).toBe(40_000_000);
    const trim = allocatorTrim();
    trim?.();
    const filled = process.memoryUsage().rss;

    await releaseDatabaseMemory(db);
    trim?.();
    const released = process.memoryUsage().rss;

    expect((filled - released) / MB).toBeGreaterThan(10);
    expect(await sum()).toBe(40_000_000);
    await db.destroy();
  });
});
