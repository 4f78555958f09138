import { describe, expect, it } from 'vitest';
import { EXPORT_BATCH_FILES } from '../../src/repos/account-export.repo.ts';
import { bytelessMediaRow } from '../helpers/media-rows.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { rawGet } from '../media/media-helpers.ts';
import { signedInAccount } from './settings-helpers.ts';

// The export reads a library in batches and writes its JSON as it goes (docs/product.md, Settings: export): every
// file exactly once, oldest first, across the batches' seams, and the same document JSON.stringify would write.
const FILES = 2 * EXPORT_BATCH_FILES + 7;

describe('GET /api/user/export of a library larger than one batch', () => {
  const t = useTestApp();

  it('lists every file once, oldest first, when batches end amid files of the same second', async () => {
    const me = await signedInAccount(t, t.api);
    const base = Date.parse('2024-01-01T00:00:00Z');
    for (let start = 0; start < FILES; start += 500) {
      const rows = Array.from({ length: Math.min(500, FILES - start) }, (_, j) => {
        const i = start + j;
        // Ties on purpose: ten files a second, so a batch's last date goes on in the next batch.
        const created = new Date(base + Math.floor(i / 10) * 1000).toISOString();
        return bytelessMediaRow({
          user_id: me.user.id,
          title: `file ${i}`,
          original_name: `f${i}.bin`,
          created_at: created,
        });
      });
      await t.ctx.db.insertInto('media_files').values(rows).execute();
    }
    const res = await rawGet(`${t.url}/api/user/export`, { authorization: `Bearer ${me.token}` });
    expect(res.status).toBe(200);
    const text = res.body.toString();
    const doc = JSON.parse(text);
    expect(text).toBe(JSON.stringify(doc, null, 2));
    const files = doc.files as { id: string; createdAt: string }[];
    expect(files).toHaveLength(FILES);
    expect(new Set(files.map((f) => f.id)).size).toBe(FILES);
    const order = files.map((f) => `${f.createdAt} ${f.id}`);
    expect(order).toEqual([...order].sort());
  });
});
