// A tiny fetch wrapper for the integration tests: JSON in, parsed JSON out, status and headers kept.

export interface ApiResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON paths
  body: any;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as-is with a JSON content type (malformed JSON tests). */
  rawBody?: string;
  token?: string;
  cookie?: string;
  origin?: string;
  headers?: Record<string, string>;
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  const response = await fetch(baseUrl + path, { method, headers, body: payload });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (HTML pages): keep the text.
  }
  return { status: response.status, headers: response.headers, body };
}

/**
 * Bound to one server: api.post('/api/auth/login', { body }). The base URL may be a function, read at each call, for a
 * client made before its server started (useTestApp).
 */
export function client(baseUrl: string | (() => string)) {
  const base = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
  return {
    get: (path: string, options?: CallOptions) => call(base(), 'GET', path, options),
    post: (path: string, options?: CallOptions) => call(base(), 'POST', path, options),
    put: (path: string, options?: CallOptions) => call(base(), 'PUT', path, options),
    patch: (path: string, options?: CallOptions) => call(base(), 'PATCH', path, options),
    delete: (path: string, options?: CallOptions) => call(base(), 'DELETE', path, options),
  };
}

export type Client = ReturnType<typeof client>;
