import { beforeAll, describe, expect, it } from 'vitest';
import type { ShareRow } from '../../src/db/tables.ts';
import { buildMedia, buildShare } from '../helpers/factories.ts';
import { signedInMember, type Member } from '../media/media-helpers.ts';
import { shareRow, useShareWorld } from './share-helpers.ts';

// Another user's share is as unknown as a missing one: 404 on every id route, never 403, and nothing changes.

describe('shares of another user', () => {
  const w = useShareWorld();
  let stranger: Member;
  let share: ShareRow;

  beforeAll(async () => {
    stranger = await signedInMember(w.t, w.api);
    share = await buildShare(w.t.ctx, w.file, { maxViews: 5 });
  });

  it('GET, PUT and DELETE /api/share/:id answer 404 and change nothing', async () => {
    expect((await w.api.get(`/api/share/${share.id}`, { token: stranger.token })).status).toBe(404);
    expect(
      (await w.api.put(`/api/share/${share.id}`, { token: stranger.token, body: { isActive: false, maxViews: null } }))
        .status,
    ).toBe(404);
    expect((await w.api.delete(`/api/share/${share.id}`, { token: stranger.token })).status).toBe(404);
    expect(await shareRow(w.t, share.id)).toMatchObject({ is_active: true, max_views: 5 });
  });

  it("bulk-delete ignores ids that are not the caller's", async () => {
    const mine = await buildShare(w.t.ctx, await buildMedia(w.t.ctx, stranger.user, Buffer.from('mine')));
    const res = await w.api.post('/api/share/bulk-delete', {
      token: stranger.token,
      body: { ids: [share.id, mine.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deleted: 1, message: '1 share link deleted successfully' });
    expect(await shareRow(w.t, share.id)).toBeDefined();
  });

  it("lists, searches and counts only the caller's shares", async () => {
    const list = await w.api.get('/api/share', { token: stranger.token });
    expect(list.body.data.shares.map((s: { id: string }) => s.id)).not.toContain(share.id);
    const search = await w.api.get('/api/share/search?search=report', { token: stranger.token });
    expect(search.body.data.total).toBe(0);
    expect((await w.api.get('/api/share/stats', { token: stranger.token })).body.data.total).toBe(0);
  });

  it('sharing their file answers 404', async () => {
    expect((await w.api.post('/api/share', { token: stranger.token, body: { mediaFileId: w.fileId } })).status).toBe(
      404,
    );
  });

  it('the owner deletes one and many', async () => {
    const one = await buildShare(w.t.ctx, w.file);
    const two = await buildShare(w.t.ctx, w.file);
    expect((await w.api.delete(`/api/share/${one.id}`, { token: w.owner.token })).body.message).toBe(
      'Share link deleted successfully',
    );
    expect((await w.api.get(`/api/share/${one.id}`, { token: w.owner.token })).status).toBe(404);
    const bulk = await w.api.post('/api/share/bulk-delete', {
      token: w.owner.token,
      body: { ids: [two.id, share.id, two.id] },
    });
    expect(bulk.body.deleted).toBe(2);
    expect((await w.api.post('/api/share/bulk-delete', { token: w.owner.token, body: { ids: [] } })).status).toBe(400);
  });
});
