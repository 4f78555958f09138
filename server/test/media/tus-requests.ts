import { request as httpRequest } from 'node:http';
import type { ErrorResponse } from '@vaultbox/common/schemas/common.ts';
import { MEDIA_ID_HEADER, TUS_CONTENT_TYPE } from '@vaultbox/common/resumable-upload.ts';

// The tus protocol spoken by hand (fetch and raw sockets), so tests can send what a real client would never send.

export interface TusAnswer {
  status: number;
  headers: Headers;
  offset: number | null;
  location: string | null;
  mediaId: string | null;
  /** The JSON error body of a refusal; empty for the tus answers, which carry only headers. */
  body: Partial<ErrorResponse>;
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Upload-Metadata for these values. */
export function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(',');
}

async function answer(response: Response): Promise<TusAnswer> {
  const text = await response.text();
  let body: Partial<ErrorResponse> = {};
  try {
    if (text) body = JSON.parse(text) as Partial<ErrorResponse>;
  } catch {
    // not JSON: nothing to read
  }
  const offset = response.headers.get('upload-offset');
  return {
    status: response.status,
    headers: response.headers,
    offset: offset === null ? null : Number(offset),
    location: response.headers.get('location'),
    mediaId: response.headers.get(MEDIA_ID_HEADER),
    body,
  };
}

export function tusClient(baseUrl: () => string, token: () => string) {
  const headers = (extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${token()}`,
    'tus-resumable': '1.0.0',
    ...extra,
  });

  async function create(
    length: number | string,
    metadata: Record<string, string> = {},
    options: { body?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<TusAnswer> {
    const extra: Record<string, string> = { 'upload-length': String(length), 'upload-metadata': tusMetadata(metadata) };
    if (options.body) extra['content-type'] = TUS_CONTENT_TYPE;
    const response = await fetch(`${baseUrl()}/api/uploads`, {
      method: 'POST',
      headers: headers({ ...extra, ...options.headers }),
      body: options.body ? new Uint8Array(options.body) : undefined,
    });
    return answer(response);
  }

  async function head(location: string, extra: Record<string, string> = {}): Promise<TusAnswer> {
    return answer(await fetch(`${baseUrl()}${location}`, { method: 'HEAD', headers: headers(extra) }));
  }

  async function patch(
    location: string,
    offset: number,
    bytes: Buffer,
    extra: Record<string, string> = {},
  ): Promise<TusAnswer> {
    const response = await fetch(`${baseUrl()}${location}`, {
      method: 'PATCH',
      headers: headers({ 'upload-offset': String(offset), 'content-type': TUS_CONTENT_TYPE, ...extra }),
      body: new Uint8Array(bytes),
    });
    return answer(response);
  }

  async function remove(location: string): Promise<TusAnswer> {
    return answer(await fetch(`${baseUrl()}${location}`, { method: 'DELETE', headers: headers() }));
  }

  /**
   * A PATCH that declares all of `bytes` but sends only the first `sent` of them, then drops the connection the way
   * a lost network does, once `beforeCut` resolves (by default a moment after the bytes left): resolves once the
   * socket is gone.
   */
  async function cutPatch(
    location: string,
    offset: number,
    bytes: Buffer,
    sent: number,
    beforeCut: () => Promise<unknown> = () => new Promise((r) => setTimeout(r, 300)),
  ): Promise<void> {
    const url = new URL(`${baseUrl()}${location}`);
    await new Promise<void>((resolve) => {
      const req = httpRequest(url, {
        method: 'PATCH',
        headers: {
          ...headers({ 'upload-offset': String(offset), 'content-type': TUS_CONTENT_TYPE }),
          'content-length': String(bytes.length),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(bytes.subarray(0, sent), () => void beforeCut().finally(() => req.destroy()));
    });
  }

  /** Sends the whole file from offset 0 in `parts` PATCHes; returns the last answer. */
  async function patchInParts(location: string, bytes: Buffer, parts: number): Promise<TusAnswer> {
    const size = Math.ceil(bytes.length / parts);
    let last: TusAnswer | undefined;
    for (let offset = 0; offset < bytes.length; offset += size) {
      last = await patch(location, offset, bytes.subarray(offset, offset + size));
      if (last.status !== 204) return last;
    }
    if (!last) throw new Error('nothing to send');
    return last;
  }

  return { create, head, patch, remove, cutPatch, patchInParts };
}
