import { REQUEST_TIMEOUT_MS } from '@vaultbox/common/constants.ts';
import { isErrorCode, type ErrorCode } from '@vaultbox/common/error-codes.ts';
import { readToken } from './auth-storage.ts';
import { t } from './i18n.ts';

export const API_PREFIX = '/api';

/** Calls whose 401 means "wrong credentials or link", not "your session ended". */
const NO_REDIRECT_ON_401 = [/^\/auth\/login\b/, /^\/auth\/register\b/, /^\/auth\/activate\b/];

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'unknown';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** The catalogue code of the server's error body (common/error-codes.ts), or null. */
  readonly code: ErrorCode | null;
  readonly body: unknown;
  /** Seconds, from Retry-After on a 429. */
  readonly retryAfter: number | null;
  /** True when `message` came from the server (error or message field) rather than a generic status text. */
  readonly fromServer: boolean;

  constructor(init: {
    message: string;
    kind: ApiErrorKind;
    status?: number | null;
    code?: ErrorCode | null;
    body?: unknown;
    retryAfter?: number | null;
    fromServer?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code ?? null;
    this.body = init.body;
    this.retryAfter = init.retryAfter ?? null;
    this.fromServer = init.fromServer ?? false;
  }
}

/** The text for a status (docs/product.md, Errors) when the body says nothing. */
export function statusMessage(status: number): string {
  if (status === 401) return t('errors.unauthorized');
  if (status === 403) return t('errors.forbidden');
  if (status === 404) return t('errors.notFound');
  if (status === 413) return t('errors.tooLarge');
  if (status === 429) return t('errors.tooManyRequests');
  if (status >= 500) return t('errors.server');
  return t('errors.unexpectedStatus');
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value : null;
}

/** A refused input's first sentence without the "field: " its error field starts with (details.issues[0].message). */
function validationSentence(record: Record<string, unknown>): string | null {
  if (record.code !== 'VALIDATION_ERROR') return null;
  const details = record.details as { issues?: Array<{ message?: unknown }> } | null | undefined;
  return nonEmptyString(details?.issues?.[0]?.message);
}

/** For a response: the error field, then the message field, then the status text. */
export function errorFromResponse(status: number, body: unknown, retryAfterHeader: string | null = null): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const serverText = validationSentence(record) ?? nonEmptyString(record.error) ?? nonEmptyString(record.message);
  const retry = retryAfterHeader !== null ? Number.parseInt(retryAfterHeader, 10) : Number.NaN;
  return new ApiError({
    message: serverText ?? statusMessage(status),
    kind: 'http',
    status,
    code: isErrorCode(record.code) ? record.code : null,
    body,
    retryAfter: Number.isFinite(retry) ? retry : null,
    fromServer: serverText !== null,
  });
}

/** When no response arrived: network text, timeout, then the transport message, then the fallback. */
export function errorFromFailure(error: unknown, timedOut: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOut) return new ApiError({ message: t('errors.timeout'), kind: 'timeout' });
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError({ message: t('errors.unexpected'), kind: 'aborted' });
  }
  // fetch rejects with a TypeError when the network is down or the server unreachable.
  if (error instanceof TypeError) return new ApiError({ message: t('errors.network'), kind: 'network' });
  const transport = error instanceof Error ? nonEmptyString(error.message) : null;
  return new ApiError({ message: transport ?? t('errors.unexpected'), kind: 'unknown' });
}

/** Any thrown value as the sentence to show: ApiError text, other errors' message, or the fallback. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? t('errors.unexpected');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'aborted';
}

type UnauthorizedHandler = (path: string) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The session registers what a 401 means for the app (clear auth and go to /login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

export function redirectsOn401(path: string): boolean {
  return !NO_REDIRECT_ON_401.some((re) => re.test(path));
}

export interface RequestOptions {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Leave out the bearer token (the session cookie still travels). */
  anonymous?: boolean;
  /** Do not treat a 401 as an ended session (logout, refresh, the start-up profile check handle it themselves). */
  skipUnauthorizedHandler?: boolean;
  /** Extra request headers (a Range for the head of a long text). */
  headers?: Record<string, string>;
  /**
   * 'text': a successful body is returned as it came, never parsed (a text file may happen to look like JSON);
   * 'headers': a successful answer's headers, its body left unread (HEAD, to learn a type without the bytes).
   */
  responseType?: 'json' | 'text' | 'headers';
  /** This very request, already sent (the share page's first data call, asked for by its HTML): read its answer. */
  sent?: Promise<Response>;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one request helper: /api prefix, bearer token, cookies, 30 s timeout, error sentences (docs/product.md, Errors).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal) {
    if (signal.aborted) controller.abort();
    else signal.addEventListener('abort', forwardAbort, { once: true });
  }

  const asText = options.responseType === 'text';
  const headers: Record<string, string> = {
    Accept: asText ? 'text/plain, */*' : 'application/json',
    ...options.headers,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.anonymous ? null : readToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    const response = await (options.sent ??
      fetch(buildUrl(path, query), {
        method,
        headers,
        body: body !== undefined ? JSON.stringify(body) : undefined,
        credentials: 'include',
        signal: controller.signal,
      }));
    if (asText && response.ok) return (await response.text()) as T;
    if (options.responseType === 'headers' && response.ok) return response.headers as T;
    const data = await readBody(response);
    if (!response.ok) {
      const error = errorFromResponse(response.status, data, response.headers.get('Retry-After'));
      if (response.status === 401 && !options.skipUnauthorizedHandler && redirectsOn401(path)) onUnauthorized?.(path);
      throw error;
    }
    return data as T;
  } catch (error) {
    throw errorFromFailure(error, timedOut);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
