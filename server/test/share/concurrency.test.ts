import { describe, expect, it } from 'vitest';
import { buildShare } from '../helpers/factories.ts';
import { downloadRoutes, pageRoutes } from './public-routes.ts';
import { shareRow, useShareWorld } from './share-helpers.ts';

// Limits hold under load: the counters move in one conditional UPDATE, so 50 racing requests never pass 10.

describe('concurrent visitors', () => {
  const w = useShareWorld();

  it('50 concurrent downloads of a share limited to 10: exactly 10 succeed', async () => {
    const share = await buildShare(w.t.ctx, w.file, { maxDownloads: 10 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => downloadRoutes['GET download'](w.t, share.slug)),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(10);
    for (const r of ok) expect(r.body.equals(w.content)).toBe(true);
    expect(results.filter((r) => r.status === 410 && r.json?.error === 'Download limit reached')).toHaveLength(40);
    expect((await shareRow(w.t, share.id)).current_downloads).toBe(10);
  });

  it('50 concurrent page loads of a share limited to 10 views: exactly 10 succeed', async () => {
    const share = await buildShare(w.t.ctx, w.file, { maxViews: 10 });
    const forms = Object.values(pageRoutes);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => forms[i % forms.length](w.t, share.slug)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(
      results.filter((r) => r.status === 410 && r.json?.error === 'Share link has reached its view limit'),
    ).toHaveLength(40);
    expect((await shareRow(w.t, share.id)).current_views).toBe(10);
  });

  it('50 concurrent POST downloads with the password of a protected share limited to 3: exactly 3 succeed', async () => {
    const share = await buildShare(w.t.ctx, w.file, { maxDownloads: 3, password: 'racing' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => downloadRoutes['POST download'](w.t, share.slug, { password: 'racing' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect((await shareRow(w.t, share.id)).current_downloads).toBe(3);
  });
});
