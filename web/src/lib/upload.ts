import { UPLOAD_TIMEOUT_MS } from '@vaultbox/common/constants.ts';
import type { UploadResponse } from '@vaultbox/common/schemas/media.ts';
import { API_PREFIX } from './api-client.ts';
import { readToken } from './auth-storage.ts';
import { t } from './i18n.ts';

const tm = (key: string) => t(key, { ns: 'media' });

/** SPEC §9: 120 s, and 300 s for files over 50 MB. */
export function uploadTimeoutMs(size: number): number {
  return size > UPLOAD_TIMEOUT_MS.largeAbove ? UPLOAD_TIMEOUT_MS.large : UPLOAD_TIMEOUT_MS.normal;
}

/** SPEC §8 Upload, by HTTP status. */
export function uploadStatusMessage(status: number): string {
  if (status === 504) return tm('upload.errors.timeout');
  if (status === 502 || status === 503) return tm('upload.errors.unavailable');
  if (status === 413) return tm('upload.errors.tooLarge');
  if (status === 401) return tm('upload.errors.auth');
  if (status >= 500) return tm('upload.errors.server');
  return tm('upload.errors.failed');
}

/** SPEC §8 Upload: the timeout text depends on whether the file was over 50 MB. */
export function uploadTimeoutMessage(size: number): string {
  return size > UPLOAD_TIMEOUT_MS.largeAbove ? tm('upload.errors.timeoutLarge') : tm('upload.errors.timeoutNormal');
}

function serverSentence(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const error = (body as Record<string, unknown>).error;
  return typeof error === 'string' && error.trim() ? error : null;
}

/**
 * The sentence for a failed upload response. A 4xx the server explains (over quota, a type it refuses) keeps the
 * server's sentence, since it says which limit was hit; 401 and 5xx always read as SPEC §8 says.
 */
export function uploadFailureMessage(status: number, body: unknown): string {
  const fromServer = serverSentence(body);
  if (fromServer && status >= 400 && status < 500 && status !== 401) return fromServer;
  return uploadStatusMessage(status);
}

export type UploadErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

export class UploadError extends Error {
  readonly kind: UploadErrorKind;
  readonly status: number | null;
  constructor(message: string, kind: UploadErrorKind, status: number | null = null) {
    super(message);
    this.name = 'UploadError';
    this.kind = kind;
    this.status = status;
  }
}

/** SPEC §7: success when the response has success or mediaId; a 200 counts even if its body cannot be parsed. */
export function isUploadSuccess(status: number, body: unknown): boolean {
  if (status === 200) return true;
  if (status < 200 || status >= 300) return false;
  if (!body || typeof body !== 'object') return false;
  const record = body as Record<string, unknown>;
  return record.success === true || typeof record.mediaId === 'string';
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export interface UploadOptions {
  title?: string;
  description?: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST /api/media/upload as multipart (file, title, description) through XHR, for real progress. */
export function uploadMedia(file: File, options: UploadOptions = {}): Promise<UploadResponse | null> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    // Text fields first: the server reads them before it streams the file.
    if (options.title?.trim()) form.append('title', options.title.trim());
    if (options.description?.trim()) form.append('description', options.description.trim());
    form.append('file', file, file.name);

    xhr.open('POST', `${API_PREFIX}/media/upload`);
    xhr.withCredentials = true;
    xhr.timeout = uploadTimeoutMs(file.size);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (isUploadSuccess(xhr.status, body)) {
        options.onProgress?.(100);
        resolve(body && typeof body === 'object' ? (body as UploadResponse) : null);
      } else {
        reject(new UploadError(uploadFailureMessage(xhr.status, body), 'http', xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError(tm('upload.errors.network'), 'network'));
    xhr.ontimeout = () => reject(new UploadError(uploadTimeoutMessage(file.size), 'timeout'));
    xhr.onabort = () => reject(new UploadError(tm('upload.errors.failed'), 'aborted'));

    if (options.signal) {
      if (options.signal.aborted) {
        reject(new UploadError(tm('upload.errors.failed'), 'aborted'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
