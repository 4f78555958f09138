import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildMedia, buildShare } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { rawGet } from '../media/media-helpers.ts';
import { zipEntries } from '../helpers/zip-entries.ts';
import { signedInAccount } from './settings-helpers.ts';

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
