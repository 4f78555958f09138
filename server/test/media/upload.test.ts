import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { uploadResponse } from '@vaultbox/common/schemas/media.ts';
import { fixture } from '../helpers/fixtures.ts';
import { useGeneratedMedia } from '../helpers/media-test-files.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { blobPath, signedInMember, useMember, storageUsed, upload, uploadId } from './media-helpers.ts';

describe('POST /api/media/upload and /upload-fast', () => {
  const { files, av } = useGeneratedMedia({ av: true });
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);

  // The client lies about every name and type: the category must come from the bytes alone.
  const cases: [string, () => string, string, string][] = [
    ['a PNG', () => files.png, 'image/png', 'image'],
    ['a JPEG', () => fixture('exif-Landscape_6.jpg'), 'image/jpeg', 'image'],
    ['an mp4 video', () => av.mp4, 'video/mp4', 'video'],
    ['an mp3', () => av.mp3, 'audio/mpeg', 'audio'],
    ['a PDF', () => fixture('fixture.pdf'), 'application/pdf', 'document'],
    ['random bytes', () => files.random, 'application/octet-stream', 'other'],
  ];
  it.each(cases)('types %s from its bytes, not its name or claimed type', async (_label, path, mime, category) => {
    const res = await upload(t, me.token, path(), { name: 'holiday.txt', type: 'text/plain' });
    expect(res.status).toBe(200);
    const body = uploadResponse.parse(res.body);
    expect(body.data.file).toMatchObject({
      mimeType: mime,
      category,
      originalName: 'holiday.txt',
      title: 'holiday',
      isEncrypted: true,
    });
    expect(body.data.file.size).toBe(readFileSync(path()).length);
    expect(body.mediaId).toBe(body.data.file.id);
  });

  it('stores ciphertext: no run of the plaintext is on disk, and the bytes come back intact', async () => {
    const plaintext = Buffer.from('A very recognisable sentence that must never be found on disk. '.repeat(2000));
    const id = await uploadId(t, me.token, plaintext, { name: 'secret.txt' });
    const onDisk = readFileSync(blobPath(t, id));
    expect(onDisk.length).toBeGreaterThan(plaintext.length);
    expect(onDisk.includes(plaintext.subarray(0, 32))).toBe(false);
    expect(onDisk.includes(Buffer.from('recognisable'))).toBe(false);
    const back = await fetch(`${t.url}/api/media/${id}/download`, { headers: { authorization: `Bearer ${me.token}` } });
    expect(Buffer.from(await back.arrayBuffer()).equals(plaintext)).toBe(true);
  });

  it('stores plain when the user turned autoEncrypt off, still serving the same bytes', async () => {
    const plainUser = await signedInMember(t, api, { autoEncrypt: false });
    const plaintext = Buffer.from('plain storage is the user choice '.repeat(100));
    const res = await upload(t, plainUser.token, plaintext, { name: 'plain.txt' });
    expect(res.body.data.file.isEncrypted).toBe(false);
    expect(readFileSync(blobPath(t, res.body.mediaId)).includes(plaintext.subarray(0, 64))).toBe(true);
    const back = await fetch(`${t.url}/api/media/${res.body.mediaId}/stream`, {
      headers: { authorization: `Bearer ${plainUser.token}` },
    });
    expect(Buffer.from(await back.arrayBuffer()).equals(plaintext)).toBe(true);
  });

  it('takes fields before or after the file, with tags and isPublic on upload-fast', async () => {
    const fields = {
      title: '  Sunset  ',
      description: 'On the beach',
      tags: '["beach","Sun","beach"]',
      isPublic: 'true',
    };
    for (const fieldsLast of [false, true]) {
      const res = await upload(t, me.token, files.png, { fields, fieldsLast, fast: true });
      expect(res.status).toBe(201);
      expect(res.body.data.file).toMatchObject({
        title: 'Sunset',
        description: 'On the beach',
        tags: ['beach', 'Sun'],
        isPublic: true,
      });
    }
  });

  it('keeps a safe original name: no path parts, no control characters, bounded length', async () => {
    const res = await upload(t, me.token, files.png, { name: '../../etc/pass\u0007wd\u202e.png' });
    expect(res.body.data.file.originalName).toBe('passwd.png');
    const long = await upload(t, me.token, files.png, { name: `${'n'.repeat(400)}.png` });
    expect(long.body.data.file.originalName).toHaveLength(255);
    expect(long.body.data.file.originalName.endsWith('.png')).toBe(true);
    expect(long.body.data.file.title.length).toBeLessThanOrEqual(200);
  });

  it('charges the quota with the exact size', async () => {
    const member = await signedInMember(t, api);
    const bytes = readFileSync(fixture('fixture.pdf'));
    await uploadId(t, member.token, bytes, { name: 'a.pdf' });
    expect(await storageUsed(t.ctx, member.id)).toBe(bytes.length);
  });

  const badForms: [string, Record<string, string>, string][] = [
    ['a 100 kB title', { title: 'x'.repeat(100_000) }, 'title: Title must be at most 200 characters'],
    [
      'a long description',
      { description: 'x'.repeat(2001) },
      'description: Description must be at most 2000 characters',
    ],
    ['tags that are not JSON', { tags: '["a",' }, 'tags: Tags must be a JSON array of strings'],
    ['a non-string tag', { tags: '[1]' }, 'tags.0: Invalid input: expected string, received number'],
    ['a bad isPublic', { isPublic: 'maybe' }, 'isPublic: isPublic must be true or false'],
  ];
  it.each(badForms)(
    'answers 400 for %s, before or after the file, and stores nothing',
    async (_label, fields, message) => {
      const member = await signedInMember(t, api);
      for (const fieldsLast of [false, true]) {
        const res = await upload(t, member.token, files.png, { fields, fieldsLast, fast: true });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(
          message.startsWith('tags.0') ? 'tags: Invalid input: expected string, received number' : message,
        );
      }
      expect(await storageUsed(t.ctx, member.id)).toBe(0);
    },
  );

  /** A multipart body built by hand, for the forms upload() does not make. */
  const postForm = (form: FormData, headers: Record<string, string> = { authorization: `Bearer ${me.token}` }) =>
    fetch(`${t.url}/api/media/upload`, { method: 'POST', headers, body: form });

  it('answers 400 without a file and 415 for a JSON body, 401 without a session', async () => {
    const form = new FormData();
    form.append('title', 'no file');
    const noFile = await postForm(form);
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { error: string }).error).toBe('file: Choose a file to upload');
    const json = await api.post('/api/media/upload', { token: me.token, body: { title: 'x' } });
    expect(json.status).toBe(415);
    const anonymous = await postForm(form, {});
    expect(anonymous.status).toBe(401);
  });

  it('refuses two files in one upload', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(readFileSync(files.png))]), 'a.png');
    form.append('file', new Blob([new Uint8Array(readFileSync(files.png))]), 'b.png');
    const res = await postForm(form);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('Send one file per upload');
  });
});
