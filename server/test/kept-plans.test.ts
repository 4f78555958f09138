import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { findMediaPage, sortAnchors } from '../src/repos/media-query.repo.ts';
import { findRecentMedia } from '../src/repos/media-totals.repo.ts';
import { ANCHOR_EVERY, pageStart } from '../src/repos/page-anchors.ts';
import { findSharePage } from '../src/repos/share-query.repo.ts';
import { buildShare } from './helpers/factories.ts';
import { bytelessMediaRow } from './helpers/media-rows.ts';
import { testDialect } from './helpers/test-database.ts';
import { useTestApp } from './helpers/test-app.ts';
import { useMember } from './media/media-helpers.ts';

/** The kept (generic) and fresh (custom) plans of the one named statement of this connection that matches. */
async function plansOf(connection: Db, table: string, end: string) {
  const { rows } = await sql<{ generic: number; custom: number }>`
    select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
    where name like 'vaultbox_%' and statement like ${`select %from "${table}"%${end}`}`.execute(connection);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

// A page's LIMIT and OFFSET are written into its SQL (rowCount), so that PostgreSQL keeps the plan of the named
// statement instead of planning it at every run (docs/performance.md). Bound, the plan was never kept.
const FILES = 1000;
const SHARES = 300;

describe.runIf(testDialect === 'postgres')('plans PostgreSQL keeps for the hot lists', () => {
  const t = useTestApp();
  const me = useMember(t);

  beforeAll(async () => {
    // Enough rows that a tenth of them (PostgreSQL's guess for a bound LIMIT) is more than a page.
    const rows = Array.from({ length: FILES }, (_, i) =>
      bytelessMediaRow({
        user_id: me.id,
        title: `file ${i}`,
        original_name: `file-${i}.bin`,
        created_at: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
      }),
    );
    for (let i = 0; i < FILES; i += 500)
      await t.ctx.db
        .insertInto('media_files')
        .values(rows.slice(i, i + 500))
        .execute();
    await Promise.all(rows.slice(0, SHARES).map((row) => buildShare(t.ctx, row)));
    await sql`analyze`.execute(t.ctx.db);
  });

  it('runs the media list page with a kept plan after its first runs', async () => {
    await t.ctx.db.connection().execute(async (connection) => {
      const page = { page: 2, limit: 20, sortBy: 'createdAt', sortOrder: 'desc' } as const;
      for (let run = 0; run < 8; run++) {
        const found = await findMediaPage(connection, me.id, {}, page);
        expect(found.rows).toHaveLength(20);
        expect(found.total).toBe(FILES);
      }
      const plans = await plansOf(connection, 'media_files', 'limit 20 offset 20');
      expect(plans.generic).toBeGreaterThan(0);
      expect(plans.custom).toBeLessThanOrEqual(5);
    });
  });

  it('runs a deep page, which starts after an anchor row, with a kept plan after its first runs', async () => {
    await t.ctx.db.connection().execute(async (connection) => {
      // The anchor's values are hidden from the planner, so every anchor has the same plan. With them known, at
      // 100,000 files among 1,000,000 the plan for an anchor early in the order looked cheaper than the kept one,
      // and the page was planned at every run; a table this small does not show that (docs/performance.md).
      const page = { page: 6, limit: 20, sortBy: 'size', sortOrder: 'desc' } as const;
      const start = pageStart(await sortAnchors(connection, me.id, {}, page, ANCHOR_EVERY), 100);
      expect(start.anchor).not.toBeNull();
      for (let run = 0; run < 8; run++) {
        const found = await findMediaPage(connection, me.id, {}, page, start);
        expect(found.rows).toHaveLength(20);
      }
      const plans = await plansOf(connection, 'media_files', 'limit 20 offset 0');
      expect(plans.generic).toBeGreaterThan(0);
      expect(plans.custom).toBeLessThanOrEqual(5);
    });
  });

  it('runs the recent files with a kept plan after their first runs', async () => {
    await t.ctx.db.connection().execute(async (connection) => {
      for (let run = 0; run < 8; run++) expect(await findRecentMedia(connection, me.id, 10)).toHaveLength(10);
      expect((await plansOf(connection, 'media_files', '"id" desc limit 10')).generic).toBeGreaterThan(0);
    });
  });

  it('runs the share list page with a kept plan after its first runs', async () => {
    await t.ctx.db.connection().execute(async (connection) => {
      const page = { page: 1, limit: 20, sortBy: 'createdAt', sortOrder: 'desc' } as const;
      for (let run = 0; run < 8; run++) {
        const found = await findSharePage(connection, me.id, { status: 'all' }, page, new Date().toISOString());
        expect(found.total).toBe(SHARES);
      }
      expect((await plansOf(connection, 'shares', 'limit 20 offset 0')).generic).toBeGreaterThan(0);
    });
  });
});
