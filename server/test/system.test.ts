import { get as httpGet } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

describe('health, API docs and error handling', () => {
  const t = useTestApp();
  const { api } = t;

  it('answers GET /api/health with {status: ok} and security headers', async () => {
    const res = await api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('strict-transport-security')).toBeNull(); // APP_URL is http here
  });

  it('puts the security headers on errors and unknown paths too', async () => {
    for (const res of [await api.get('/api/no-such-call'), await api.get('/api/media')]) {
      expect([404, 401]).toContain(res.status);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    }
  });

  it('serves an OpenAPI document with every auth and profile path, and the docs UI', async () => {
    const doc = await api.get('/api/docs/json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.body.paths);
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/logout',
      '/api/auth/refresh',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/reset-password/{token}',
      '/api/auth/verify-email',
      '/api/auth/resend-verification',
      '/api/auth/resend-activation',
      '/api/auth/activate/{token}',
      '/api/auth/settings',
      '/api/auth/check-email',
      '/api/user/profile',
      '/api/health',
    ]) {
      expect(paths).toContain(path);
    }
    const login = doc.body.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(login.responses).toHaveProperty('401');
    const ui = await fetch(`${t.url}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toMatch(/swagger/i);
  });

  it('answers unknown API paths with a JSON 404, even for GET', async () => {
    for (const res of [
      await api.get('/api/nope'),
      await api.post('/api/auth/nope', { body: {} }),
      await api.get('/login'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'The requested resource was not found.', code: 'NOT_FOUND' });
    }
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await api.post('/api/auth/login', {
      rawBody: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });
});

const THEME_SCRIPT = "document.documentElement.classList.add('dark');";
const EARLY_CALL = 'window.vaultboxSharePage = undefined;';

describe('the built web app', () => {
  const t = useTestApp({
    webFiles: {
      'index.html': `<!doctype html><title>Vaultbox</title><script>${THEME_SCRIPT}</script><div id="root"></div><script type="module" src="/assets/app-123.js"></script>`,
      'assets/app-123.js': 'console.log(1)',
      'assets/app-123.js.br': brotliCompressSync('console.log(1)'),
      'assets/app-123.js.gz': gzipSync('console.log(1)'),
      // The public share page's own build (web/vite.public.config.ts).
      'public/public-share.html': `<!doctype html><title>Vaultbox</title><script>${THEME_SCRIPT}</script><script>${EARLY_CALL}</script><div id="root"></div><script type="module" src="/public/assets/share-123.js"></script>`,
      'public/assets/share-123.js': 'console.log(2)',
    },
  });

  it('serves index.html for every client route', async () => {
    for (const path of ['/', '/login', '/s/abc123', '/reset-password/tok', '/anything/deep?x=1']) {
      const res = await fetch(t.url + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it("sends the public share page's own build for /s/{slug}, and the app elsewhere", async () => {
    expect(await (await fetch(`${t.url}/s/abc123`)).text()).toContain('/public/assets/share-123.js');
    expect(await (await fetch(`${t.url}/login`)).text()).toContain('/assets/app-123.js');
  });

  it("allows exactly the inline scripts of its pages in its CSP: the theme script once, the share page's data call", async () => {
    const csp = (await fetch(`${t.url}/login`)).headers.get('content-security-policy') ?? '';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${hash(THEME_SCRIPT)} ${hash(EARLY_CALL)};`);
  });

  it('serves scripts precompressed: brotli or gzip as the browser accepts, plain otherwise', async () => {
    const raw = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        const req = httpGet(`${t.url}/assets/app-123.js`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
      });
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe('console.log(1)');
    const gz = await raw('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('console.log(1)');
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log(1)');
  });

  it('serves assets with long caching and 404s missing assets and API paths as JSON', async () => {
    const asset = await fetch(`${t.url}/assets/app-123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
    expect((await fetch(`${t.url}/assets/missing.js`)).status).toBe(404);
    const publicAsset = await fetch(`${t.url}/public/assets/share-123.js`);
    expect(publicAsset.status).toBe(200);
    expect(publicAsset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${t.url}/public/assets/missing.js`)).status).toBe(404);
    const apiMiss = await fetch(`${t.url}/api/unknown`);
    expect(apiMiss.status).toBe(404);
    expect(await apiMiss.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
