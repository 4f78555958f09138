import { REQUEST_TOKEN_HEADER } from '@vaultbox/common/schemas/file-requests.ts';
import { MEDIA_ID_HEADER, TUS_CONTENT_TYPE } from '@vaultbox/common/resumable-upload.ts';
import type { Client } from '../helpers/http-client.ts';
import { tusMetadata } from '../media/tus-requests.ts';

// A file request's visitor, spoken by hand: the page, the token, and tus with the token instead of a session.

export interface Answer {
  status: number;
  location: string | null;
  offset: number | null;
  mediaId: string | null;
  code: string | undefined;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let code: string | undefined;
  try {
    code = text ? (JSON.parse(text) as { code?: string }).code : undefined;
  } catch {
    code = undefined;
  }
  const offset = response.headers.get('upload-offset');
  return {
    status: response.status,
    location: response.headers.get('location'),
    offset: offset === null ? null : Number(offset),
    mediaId: response.headers.get(MEDIA_ID_HEADER),
    code,
  };
}

export function visitorTus(baseUrl: () => string, slug: string, token: string | undefined) {
  const headers = (extra: Record<string, string> = {}) => ({
    'tus-resumable': '1.0.0',
    ...(token === undefined ? {} : { [REQUEST_TOKEN_HEADER]: token }),
    ...extra,
  });
  const path = `/api/requests/public/${slug}/uploads`;
  return {
    path,
    create: async (length: number, name = 'photo.png', body?: Buffer) =>
      answer(
        await fetch(`${baseUrl()}${path}`, {
          method: 'POST',
          headers: headers({
            'upload-length': String(length),
            'upload-metadata': tusMetadata({ filename: name }),
            ...(body ? { 'content-type': TUS_CONTENT_TYPE } : {}),
          }),
          body: body ? new Uint8Array(body) : undefined,
        }),
      ),
    head: async (location: string) =>
      answer(await fetch(`${baseUrl()}${location}`, { method: 'HEAD', headers: headers() })),
    patch: async (location: string, offset: number, bytes: Buffer) =>
      answer(
        await fetch(`${baseUrl()}${location}`, {
          method: 'PATCH',
          headers: headers({ 'upload-offset': String(offset), 'content-type': TUS_CONTENT_TYPE }),
          body: new Uint8Array(bytes),
        }),
      ),
    remove: async (location: string) =>
      answer(await fetch(`${baseUrl()}${location}`, { method: 'DELETE', headers: headers() })),
  };
}

/** A visitor token of the request, after its password and with a name when given. */
export async function visitorToken(
  api: Client,
  slug: string,
  body: { password?: string; name?: string } = {},
): Promise<string> {
  const res = await api.post(`/api/requests/public/${slug}/access`, { body });
  if (res.status !== 200) throw new Error(`access refused: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: { token: string } }).data.token;
}

export async function makeRequest(api: Client, token: string, body: Record<string, unknown> = {}) {
  const res = await api.post('/api/file-requests', { token, body: { title: 'Wedding photos', ...body } });
  if (res.status !== 201) throw new Error(`create refused: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: { request: { id: string; slug: string; albumId: string } } }).data.request;
}
