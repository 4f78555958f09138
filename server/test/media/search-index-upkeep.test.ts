import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSearchIndexUpkeep } from '../../src/modules/media/search-index-upkeep.ts';
import { mergeSearchIndexStep } from '../../src/repos/media-search.repo.ts';
import { buildMedia } from '../helpers/factories.ts';
import { testDialect } from '../helpers/test-database.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { useMember } from './media-helpers.ts';

// The trigram index's upkeep (modules/media/search-index-upkeep.ts): every write leaves SQLite's index a small segment
// of its own, and the upkeep merges them, a step at a time, while searches go on finding exactly what they found.

describe('the search index upkeep', () => {
  const t = useTestApp();
  const me = useMember(t);

  const titlesFound = async (query: string) => {
    const res = await t.api.get(`/api/media?limit=100&search=${encodeURIComponent(query)}`, { token: me.token });
    expect(res.status).toBe(200);
    return (res.body.data.files as { title: string }[]).map((file) => file.title).sort();
  };

  it('merges the segments the writes left, and every search finds what it found before', async () => {
    // One file per write: a segment each, with descriptions long enough to fill many of the index's pages.
    for (let i = 0; i < 30; i++)
      await buildMedia(t.ctx, me.user, Buffer.from(`file ${i}`), {
        name: `IMG_${1000 + i}.jpg`,
        title: `Harbour ${i}`,
        description: randomBytes(500).toString('hex'),
      });
    const queries = ['harbour', 'img_1012', 'our 2', 'jpg', 'nothing here'];
    const before = await Promise.all(queries.map(titlesFound));
    expect(before[0]).toHaveLength(30);
    expect(before[1]).toEqual(['Harbour 12']);

    // A page of the index a step, so that the merging takes several steps here; PostgreSQL's index has nothing to merge.
    const steps = await createSearchIndexUpkeep(t.ctx.db, { pauseMs: 0, pagesPerStep: 1 })();
    if (testDialect === 'sqlite') expect(steps).toBeGreaterThan(1);
    else expect(steps).toBe(0);
    expect(await mergeSearchIndexStep(t.ctx.db, 1)).toBe(false);
    expect(await t.app.media.searchIndexUpkeep()).toBe(0);

    expect(await Promise.all(queries.map(titlesFound))).toEqual(before);
    // The index still follows a write after it.
    await buildMedia(t.ctx, me.user, Buffer.from('late'), { name: 'IMG_2000.jpg', title: 'Harbour late' });
    expect(await titlesFound('img_2000')).toEqual(['Harbour late']);
  });
});
