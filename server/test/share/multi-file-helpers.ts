import type { MediaFileRow } from '../../src/db/tables.ts';
import { buildMedia } from '../helpers/factories.ts';
import type { Client } from '../helpers/http-client.ts';
import { noise } from '../helpers/media-test-files.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { Member } from '../media/media-helpers.ts';
import type { Credentials, PublicResult } from './public-routes.ts';

// Helpers of the multi-file link tests (docs/product.md, Multi-file shares): files, albums over HTTP, and the item
// routes of a link called the same way as public-routes.ts calls a file link's.

/** `count` binary files of the member's, named item-1.bin..., each with its own bytes. */
export async function buildFiles(t: TestApp, member: Member, count: number, size = 5_000): Promise<MediaFileRow[]> {
  const files: MediaFileRow[] = [];
  for (let i = 1; i <= count; i++)
    files.push(
      await buildMedia(t.ctx, member.user, noise(`item ${i} of ${member.user.id}`, size), { name: `item-${i}.bin` }),
    );
  return files;
}

export async function createAlbum(api: Client, member: Member, name: string, mediaIds: string[]): Promise<string> {
  const res = await api.post('/api/albums', { token: member.token, body: { name, order: 'manual', mediaIds } });
  if (res.status !== 201) throw new Error(`create album failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.album.id as string;
}

export async function changeAlbum(
  api: Client,
  member: Member,
  albumId: string,
  change: 'add' | 'remove',
  mediaIds: string[],
): Promise<void> {
  const send = change === 'add' ? api.post : api.delete;
  const res = await send.call(api, `/api/albums/${albumId}/files`, { token: member.token, body: { mediaIds } });
  if (res.status !== 200) throw new Error(`album ${change} failed: ${res.status} ${JSON.stringify(res.body)}`);
}

function query(c: Credentials, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (c.password !== undefined) params.set('password', c.password);
  if (c.grant !== undefined) params.set('grant', c.grant);
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function send(t: TestApp, method: string, path: string, c: Credentials, body?: unknown): Promise<PublicResult> {
  const headers: Record<string, string> = { ...c.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(t.url + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = (res.headers.get('content-type') ?? '').includes('application/json')
    ? (JSON.parse(bytes.toString()) as PublicResult['json'])
    : undefined;
  return { status: res.status, headers: res.headers, body: bytes, json };
}

export type ItemRoute = (t: TestApp, slug: string, itemId: string, c?: Credentials) => Promise<PublicResult>;

const item = (slug: string, itemId: string) => `/api/share/public/s/${slug}/items/${encodeURIComponent(itemId)}`;

/** The byte routes of one item, each as a visitor calls it. */
export const itemRoutes: Record<string, ItemRoute> = {
  preview: (t, slug, id, c = {}) => send(t, 'GET', `${item(slug, id)}/preview${query(c)}`, c),
  thumbnail: (t, slug, id, c = {}) => send(t, 'GET', `${item(slug, id)}/thumbnail${query(c, { size: 'small' })}`, c),
  'GET download': (t, slug, id, c = {}) => send(t, 'GET', `${item(slug, id)}/download${query(c)}`, c),
  'POST download': (t, slug, id, c = {}) =>
    send(
      t,
      'POST',
      `/api/share/public/${slug}/items/${encodeURIComponent(id)}/download${query({ ...c, password: undefined })}`,
      c,
      c.password === undefined ? {} : { password: c.password },
    ),
  raw: (t, slug, id, c = {}) => send(t, 'GET', `/r/${slug}/${encodeURIComponent(id)}${query(c)}`, c),
};

export const itemDownloadRoutes = {
  'GET download': itemRoutes['GET download']!,
  'POST download': itemRoutes['POST download']!,
  raw: itemRoutes.raw!,
};

/** A further page of the link's grid. */
export const itemsPage = (t: TestApp, slug: string, c: Credentials = {}, page = 1, limit = 100) =>
  send(t, 'GET', `/api/share/public/s/${slug}/items${query(c, { page: String(page), limit: String(limit) })}`, c);

export const downloadAll = (t: TestApp, slug: string, c: Credentials = {}) =>
  send(t, 'GET', `/api/share/public/s/${slug}/download-all${query(c)}`, c);
