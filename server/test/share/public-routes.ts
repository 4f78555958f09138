import type { TestApp } from '../helpers/test-app.ts';

// Every public route of a share, callable the same way, so a test can walk them all: no side door is left out.

export interface Credentials {
  password?: string;
  grant?: string;
  /** Send the grant as the X-Share-Grant header instead of ?grant=. */
  grantHeader?: boolean;
  headers?: Record<string, string>;
}

export interface PublicResult {
  status: number;
  headers: Headers;
  body: Buffer;
  json:
    | { code?: string; error?: string; data?: { grant?: string; media?: { shareInfo: { currentViews: number } } } }
    | undefined;
}

function query(c: Credentials, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (c.password !== undefined) params.set('password', c.password);
  if (c.grant !== undefined && !c.grantHeader) params.set('grant', c.grant);
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function send(t: TestApp, method: string, path: string, c: Credentials, body?: unknown): Promise<PublicResult> {
  const headers: Record<string, string> = { ...c.headers };
  if (c.grant !== undefined && c.grantHeader) headers['x-share-grant'] = c.grant;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(t.url + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: PublicResult['json'];
  if ((res.headers.get('content-type') ?? '').includes('application/json'))
    json = JSON.parse(bytes.toString()) as PublicResult['json'];
  return { status: res.status, headers: res.headers, body: bytes, json };
}

/** POST forms carry the password in the body; the GET forms in ?password=. */
const postBody = (c: Credentials) => (c.password === undefined ? {} : { password: c.password });
const postCredentials = (c: Credentials): Credentials => ({ ...c, password: undefined });

export type PublicRoute = (t: TestApp, slug: string, c?: Credentials) => Promise<PublicResult>;

export const pageRoutes: Record<string, PublicRoute> = {
  'GET page data': (t, slug, c = {}) => send(t, 'GET', `/api/share/public/s/${slug}${query(c)}`, c),
  'POST page data': (t, slug, c = {}) =>
    send(t, 'POST', `/api/share/public/${slug}${query(postCredentials(c))}`, c, postBody(c)),
  'POST access': (t, slug, c = {}) =>
    send(t, 'POST', `/api/share/public/${slug}/access${query(postCredentials(c))}`, c, postBody(c)),
};

export const viewRoutes: Record<string, PublicRoute> = {
  preview: (t, slug, c = {}) => send(t, 'GET', `/api/share/public/s/${slug}/preview${query(c)}`, c),
  thumbnail: (t, slug, c = {}) =>
    send(t, 'GET', `/api/share/public/s/${slug}/thumbnail${query(c, { size: 'small' })}`, c),
  'raw range': (t, slug, c = {}) =>
    send(t, 'GET', `/r/${slug}${query(c)}`, { ...c, headers: { ...c.headers, range: 'bytes=0-9' } }),
};

export const downloadRoutes: Record<string, PublicRoute> = {
  'GET download': (t, slug, c = {}) => send(t, 'GET', `/api/share/public/s/${slug}/download${query(c)}`, c),
  'POST download': (t, slug, c = {}) =>
    send(t, 'POST', `/api/share/public/${slug}/download${query(postCredentials(c))}`, c, postBody(c)),
  raw: (t, slug, c = {}) => send(t, 'GET', `/r/${slug}${query(c)}`, c),
};

export const allRoutes: Record<string, PublicRoute> = { ...pageRoutes, ...viewRoutes, ...downloadRoutes };
export const byteRoutes: Record<string, PublicRoute> = { ...viewRoutes, ...downloadRoutes };
