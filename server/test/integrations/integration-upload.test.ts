import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../helpers/factories.ts';
import { TEST_APP_URL, useTestApp } from '../helpers/test-app.ts';
import { signedInMember } from '../media/media-helpers.ts';

// POST /api/integrations/upload (docs/product.md, Integrations): its answers, its refusals as sentences, its scopes.

function upload(url: string, query: string, token: string | null, form: FormData | string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (typeof form === 'string') headers['content-type'] = 'application/json';
  return fetch(`${url}/api/integrations/upload${query}`, { method: 'POST', headers, body: form });
}

function fileForm(name = 'note.txt') {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('hello from a script')]), name);
  return form;
}

/** A form with a text field and no file. */
function formWithoutFile() {
  const form = new FormData();
  form.append('title', 'Only a title');
  return form;
}

describe('the integrations upload', () => {
  const t = useTestApp();

  async function session() {
    const { email } = await buildUser(t.ctx);
    return (await signIn(t.api, email)).token;
  }

  async function tokenWith(bearer: string, scopes: string[]) {
    const res = await t.api.post('/api/user/tokens', { token: bearer, body: { name: 'Script', scopes } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.secret as string;
  }

  it('answers the share page link on APP_URL by default, the delete page and the id', async () => {
    const bearer = await session();
    const res = await upload(t.url, '', bearer, fileForm());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; url: string; deleteUrl: string; id: string };
    expect(body.success).toBe(true);
    expect(body.url).toMatch(new RegExp(`^${TEST_APP_URL}/s/[\\w-]+$`));
    expect(body.deleteUrl).toBe(`${TEST_APP_URL}/files/${body.id}/delete`);
    // A new share link of that file with the default options: no password, no expiry.
    const shares = await t.api.get('/api/share', { token: bearer });
    expect(shares.body.data.shares).toHaveLength(1);
    expect(shares.body.data.shares[0]).toMatchObject({
      mediaFileId: body.id,
      expiresAt: null,
      isPasswordProtected: false,
    });
  });

  it('answers the bare raw link as text with format=text', async () => {
    const res = await upload(t.url, '?link=raw&format=text', await session(), fileForm());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(new RegExp(`^${TEST_APP_URL}/r/[\\w-]+\\n$`));
  });

  it('refuses bad input with a sentence, never a 500', async () => {
    const bearer = await session();
    const cases: [string, FormData | string, number][] = [
      ['', formWithoutFile(), 400],
      ['?link=elsewhere', fileForm(), 400],
      ['?format=xml', fileForm(), 400],
      ['', '{"file":"x"}', 415],
    ];
    for (const [query, form, status] of cases) {
      const res = await upload(t.url, query, bearer, form);
      const body = (await res.json()) as { success: boolean; error: string; code: string };
      expect([query, res.status, body.success]).toEqual([query, status, false]);
      expect(body.error.length).toBeGreaterThan(5);
    }
    const missing = await upload(t.url, '', bearer, formWithoutFile());
    expect(await missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'file: Choose a file to upload' });
    expect((await upload(t.url, '', null, fileForm())).status).toBe(401);
  });

  it('refuses a file over the quota with the upload sentence, and makes no link', async () => {
    const member = await signedInMember(t, t.api, { storageLimit: 1024 * 1024 });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(randomBytes(1.5 * 1024 * 1024))]), 'big.bin');
    const res = await upload(t.url, '?format=text', member.token, form);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      code: 'STORAGE_QUOTA_EXCEEDED',
      error: 'Not enough storage space: this file needs 1.5 MB but only 1 MB is left.',
    });
    expect((await t.api.get('/api/share', { token: member.token })).body.data.shares).toEqual([]);
  });

  it('takes a token with the upload and share scopes, and refuses one without both', async () => {
    const bearer = await session();
    const both = await tokenWith(bearer, ['upload', 'share']);
    expect((await upload(t.url, '', both, fileForm())).status).toBe(200);
    for (const scopes of [['upload'], ['share'], ['read', 'account']]) {
      const narrow = await tokenWith(bearer, scopes);
      const res = await upload(t.url, '', narrow, fileForm());
      expect([scopes, res.status]).toEqual([scopes, 403]);
      expect(((await res.json()) as { error: string }).error.length).toBeGreaterThan(5);
    }
  });
});
