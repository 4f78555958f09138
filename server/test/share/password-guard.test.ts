import { describe, expect, it } from 'vitest';
import { buildShare } from '../helpers/factories.ts';
import { client } from '../helpers/http-client.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { allRoutes, pageRoutes, viewRoutes } from './public-routes.ts';
import { createShare, grantFor, useShareWorld } from './share-helpers.ts';

describe('wrong share passwords', () => {
  const w = useShareWorld({ rateLimits: { sharePasswordPerShareAndIp: { max: 3, windowMs: 60_000 } } });

  it('are limited per share and address: 429 with Retry-After, even for the right password, on every route', async () => {
    const share = await buildShare(w.t.ctx, w.file, { password: 'the-right-one' });
    const other = await buildShare(w.t.ctx, w.file, { password: 'the-right-one' });
    const grant = await grantFor(w.api, share.slug, 'the-right-one');
    for (let i = 0; i < 3; i++)
      expect((await pageRoutes['GET page data'](w.t, share.slug, { password: `guess-${i}` })).status).toBe(401);
    for (const name of Object.keys(allRoutes)) {
      const res = await allRoutes[name](w.t, share.slug, { password: 'the-right-one' });
      expect([name, res.status, res.json?.code]).toEqual([name, 429, 'RATE_LIMITED']);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Right passwords never count; a grant already earned still works; another share is not affected.
    expect((await viewRoutes['raw range'](w.t, share.slug, { grant })).status).toBe(206);
    for (let i = 0; i < 5; i++)
      expect((await pageRoutes['GET page data'](w.t, other.slug, { password: 'the-right-one' })).status).toBe(200);
  });
});

describe('the password query parameter in logs', () => {
  it('never reaches the log, nor does a grant', async () => {
    const owner = { email: 'owner@example.com', password: 'Owner-Passw0rd' };
    const server = await startServerProcess({ OWNER_EMAIL: owner.email, OWNER_PASSWORD: owner.password });
    try {
      const api = client(server.url);
      const login = await api.post('/api/auth/login', { body: owner });
      const token = login.body.data.token as string;
      const form = new FormData();
      form.append('file', new Blob([Buffer.from('secret bytes')]), 'notes.txt');
      const uploaded = await fetch(`${server.url}/api/media/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const mediaId = ((await uploaded.json()) as { mediaId: string }).mediaId;
      const password = 'Pw-in-the-url-7731';
      const share = await createShare({ api }, token, { mediaFileId: mediaId, password });

      const page = await api.get(`/api/share/public/s/${share.slug}?password=${password}`);
      expect(page.status).toBe(200);
      const grant = page.body.data.grant as string;
      expect((await fetch(`${server.url}/api/share/public/s/${share.slug}/preview?grant=${grant}`)).status).toBe(200);
      expect((await fetch(`${server.url}/r/${share.slug}?password=${password}x`)).status).toBe(401);

      await server.stop();
      const output = server.output();
      expect(output).toContain(`/api/share/public/s/${share.slug}?password=[redacted]`);
      expect(output).toContain('grant=[redacted]');
      expect(output).not.toContain(password);
      expect(output).not.toContain(grant.split('.')[2]);
    } finally {
      await server.close();
    }
  });
});
