import type { ErrorCode } from '@vaultbox/common/error-codes.ts';
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

const MAINTENANCE: ErrorCode = 'MAINTENANCE_MODE';

/** Whether the answer is the maintenance gate's 503: no try succeeds until the owner ends maintenance. */
function isMaintenance(status: number, body: unknown): boolean {
  return status === 503 && !!body && typeof body === 'object' && (body as Record<string, unknown>).code === MAINTENANCE;
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
  if (isMaintenance(status, body)) return tm('upload.errors.maintenance');
  const fromServer = serverSentence(body);
  if (fromServer && status >= 400 && status < 500 && status !== 401) return fromServer;
  return uploadStatusMessage(status);
}

/** The parts of tus-js-client's DetailedError this mapping reads. */
interface TusFailure {
  originalRequest?: unknown;
  originalResponse?: { getStatus: () => number; getBody: () => string } | null;
}

/** The status and parsed body of the answer a tus request got, if it got one. */
function tusAnswer(error: unknown): { status: number; body: unknown } | null {
  const failure = (error && typeof error === 'object' ? error : {}) as TusFailure;
  const response = failure.originalResponse;
  if (!response) return null;
  let body: string;
  try {
    body = response.getBody();
  } catch {
    body = '';
  }
  return { status: response.getStatus(), body: parseJson(body) };
}

/**
 * tus-js-client's onShouldRetry: its own rule (an answer of 5xx, 409 or 423, or none, while the browser is online),
 * except the maintenance 503, which says at once that uploads are paused instead of after every retry
 * (docs/product.md, Maintenance mode).
 */
export function shouldRetryUpload(error: unknown): boolean {
  const answer = tusAnswer(error);
  const status = answer?.status ?? 0;
  if (answer && isMaintenance(status, answer.body)) return false;
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  return (status < 400 || status >= 500 || status === 409 || status === 423) && online;
}

/**
 * The sentence for a resumable upload that gave up (tus-js-client's onError, after its retries): the answer's status
 * and body as above; a request that got no answer is 'Network error'; anything else 'Upload failed'.
 */
export function resumableFailureMessage(error: unknown): string {
  const answer = tusAnswer(error);
  if (answer) return uploadFailureMessage(answer.status, answer.body);
  const failure = (error && typeof error === 'object' ? error : {}) as TusFailure;
  if (failure.originalRequest) return tm('upload.errors.network');
  return tm('upload.errors.failed');
}
