import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildMedia, buildShare } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { rawGet } from '../media/media-helpers.ts';
import { zipEntries } from '../helpers/zip-entries.ts';
import { signedInAccount } from './settings-helpers.ts';
import { eventually } from '../share/access-log-helpers.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('GET /api/user/export and /api/user/export/archive', () => {
  const t = useTestApp();
  const { api } = t;

  it('exports profile, files and shares as JSON, with no hash, key or token', async () => {
    const me = await signedInAccount(t, api);
    const file = await buildMedia(t.ctx, me.user, Buffer.from('hello'), { name: 'hello.txt' });
    await buildShare(t.ctx, file);
    const res = await rawGet(`${t.url}/api/user/export`, { authorization: `Bearer ${me.token}` });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    const text = res.body.toString();
    const doc = JSON.parse(text);
    expect(JSON.stringify(doc)).toContain('hello.txt');
    expect(text).not.toContain(me.user.password_hash);
    expect(text).not.toContain(me.user.wrapped_key);
    expect(text).not.toContain(me.token);
    expect(text).not.toMatch(/password_?hash|wrapped_?key|refresh_?token/i);
  });

  it('exports the notifications and the access log of the links of the user', async () => {
    const me = await signedInAccount(t, api);
    const file = await buildMedia(t.ctx, me.user, Buffer.from('report'), { name: 'report.txt' });
    const share = await buildShare(t.ctx, file);
    const visitor = {
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    };
    expect((await rawGet(`${t.url}/api/share/public/s/${share.slug}`, visitor)).status).toBe(200);
    // The log is written behind the requests (about every second), the notification right after it.
    const exported = async () =>
      JSON.parse((await rawGet(`${t.url}/api/user/export`, { authorization: `Bearer ${me.token}` })).body.toString());
    const doc = await eventually(exported, (d) => d.shareAccess.length > 0 && d.notifications.length > 0);
    expect(doc.shareAccess).toEqual([
      expect.objectContaining({
        shareId: share.id,
        event: 'page_view',
        visitor: expect.objectContaining({ browser: 'Firefox', os: 'Windows', device: 'desktop' }),
      }),
    ]);
    expect(doc.notifications).toEqual([
      expect.objectContaining({ kind: 'share_opened', facts: expect.objectContaining({ fileName: 'report.txt' }) }),
    ]);
  });

  it('streams every original, decrypted, beside export.json: the bytes equal the originals, names made unique', async () => {
    const me = await signedInAccount(t, api);
    const originals = [
      { name: 'photo.jpg', bytes: Buffer.alloc(300_000, 1) },
      { name: 'PHOTO.jpg', bytes: Buffer.alloc(2000, 2) },
      { name: 'notes:today?.txt', bytes: Buffer.from('plain text') },
    ];
    for (const o of originals) await buildMedia(t.ctx, me.user, o.bytes, { name: o.name });
    const res = await rawGet(`${t.url}/api/user/export/archive`, { authorization: `Bearer ${me.token}` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = zipEntries(res.body);
    expect(entries.has('export.json')).toBe(true);
    const files = [...entries].filter(([name]) => name.startsWith('files/'));
    expect(files.map(([name]) => name).sort()).toEqual(
      ['files/PHOTO (2).jpg', 'files/notes_today_.txt', 'files/photo.jpg'].sort(),
    );
    expect(files.map(([, bytes]) => sha256(bytes)).sort()).toEqual(originals.map((o) => sha256(o.bytes)).sort());
  });
});
