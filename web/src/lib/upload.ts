import { t } from './i18n.ts';

const tm = (key: string) => t(key, { ns: 'media' });

/** A failed upload's sentence by HTTP status (docs/product.md, Errors). */
export function uploadStatusMessage(status: number): string {
  if (status === 504) return tm('upload.errors.timeout');
  if (status === 502 || status === 503) return tm('upload.errors.unavailable');
  if (status === 413) return tm('upload.errors.tooLarge');
  if (status === 401) return tm('upload.errors.auth');
  if (status >= 500) return tm('upload.errors.server');
  return tm('upload.errors.failed');
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function serverSentence(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const error = (body as Record<string, unknown>).error;
  return typeof error === 'string' && error.trim() ? error : null;
}

/**
 * The sentence for a failed upload response. A 4xx the server explains (over quota, a type it refuses) keeps the
 * server's sentence, since it says which limit was hit; 401 and 5xx always read the same.
 */
export function uploadFailureMessage(status: number, body: unknown): string {
  const fromServer = serverSentence(body);
  if (fromServer && status >= 400 && status < 500 && status !== 401) return fromServer;
  return uploadStatusMessage(status);
}

/** The parts of tus-js-client's DetailedError this mapping reads. */
interface TusFailure {
  originalRequest?: unknown;
  originalResponse?: { getStatus: () => number; getBody: () => string } | null;
}

/**
 * The sentence for a resumable upload that gave up (tus-js-client's onError, after its retries): the answer's status
 * and body as above; a request that got no answer is 'Network error'; anything else 'Upload failed'.
 */
export function resumableFailureMessage(error: unknown): string {
  const failure = (error && typeof error === 'object' ? error : {}) as TusFailure;
  const response = failure.originalResponse;
  if (response) {
    let body: string;
    try {
      body = response.getBody();
    } catch {
      body = '';
    }
    return uploadFailureMessage(response.getStatus(), parseJson(body));
  }
  if (failure.originalRequest) return tm('upload.errors.network');
  return tm('upload.errors.failed');
}
