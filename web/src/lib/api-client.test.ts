import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  buildUrl,
  errorFromFailure,
  errorFromResponse,
  redirectsOn401,
  setUnauthorizedHandler,
  statusMessage,
} from './api-client.ts';
import { memoryStorage } from '../../test/support.ts';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

describe('error mapping', () => {
  it('prefers the error field, then the message field', () => {
    expect(errorFromResponse(400, { success: false, error: 'Email is required', message: 'x' }).message).toBe(
      'Email is required',
    );
    expect(errorFromResponse(400, { message: 'From message' }).message).toBe('From message');
  });

  it('shows a refused input as its sentence, never as the raw "field: message"', () => {
    const body = {
      success: false,
      code: 'VALIDATION_ERROR',
      error: 'password: Password must contain at least one number',
      details: { issues: [{ field: 'password', message: 'Password must contain at least one number' }] },
    };
    expect(errorFromResponse(400, body).message).toBe('Password must contain at least one number');
    expect(errorFromResponse(400, { ...body, details: undefined }).message).toBe(body.error);
  });

  it('keeps code, status and Retry-After and says whether the text came from the server', () => {
    const err = errorFromResponse(429, { error: 'Slow down', code: 'RATE_LIMITED' }, '30');
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(429);
    expect(err.code).toBe('RATE_LIMITED');
    expect(err.retryAfter).toBe(30);
    expect(err.fromServer).toBe(true);
    expect(errorFromResponse(500, null).fromServer).toBe(false);
  });

  it.each([
    [401, 'You are not authorized to perform this action.'],
    [403, 'Access denied. You do not have permission to perform this action.'],
    [404, 'The requested resource was not found.'],
    [413, 'File too large. Please choose a smaller file.'],
    [429, 'Too many requests. Please wait a moment and try again.'],
    [500, 'Server error. Please try again later.'],
    [503, 'Server error. Please try again later.'],
    [409, 'An unexpected error occurred. Please try again.'],
    [400, 'An unexpected error occurred. Please try again.'],
  ])('status %i without a body reads %s', (status, text) => {
    expect(statusMessage(status)).toBe(text);
    expect(errorFromResponse(status, null).message).toBe(text);
    expect(errorFromResponse(status, '<html>bad gateway</html>').message).toBe(text);
    expect(errorFromResponse(status, { error: '   ' }).message).toBe(text);
  });

  it('maps failures without a response: network, timeout, transport message, fallback', () => {
    expect(errorFromFailure(new TypeError('Failed to fetch'), false).message).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(errorFromFailure(new DOMException('aborted', 'AbortError'), true).kind).toBe('timeout');
    expect(errorFromFailure(new DOMException('aborted', 'AbortError'), false).kind).toBe('aborted');
    expect(errorFromFailure(new Error('Socket hang up'), false).message).toBe('Socket hang up');
    expect(errorFromFailure('weird', false).message).toBe('An unexpected error occurred');
  });
});

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', memoryStorage({ auth_token: 'tok-123' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(null);
  });

  it('prefixes /api, sends the bearer token, cookies and JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: 1 }));
    const res = await apiRequest<{ data: number }>('/auth/login', { method: 'POST', body: { a: 1 } });
    expect(res.data).toBe(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('reads the answer of a request already sent, without sending another; its errors as any answer', async () => {
    const res = await apiRequest<{ data: number }>('/share/public/s/x', {
      sent: Promise.resolve(jsonResponse(200, { success: true, data: 7 })),
    });
    expect(res.data).toBe(7);
    await expect(
      apiRequest('/share/public/s/x', {
        sent: Promise.resolve(jsonResponse(401, { success: false, code: 'PASSWORD_REQUIRED', error: 'Needs it' })),
        skipUnauthorizedHandler: true,
      }),
    ).rejects.toMatchObject({ status: 401, code: 'PASSWORD_REQUIRED', message: 'Needs it' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no JSON content type without a body, and no token when anonymous', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    await apiRequest('/auth/activate/abc', { method: 'POST', anonymous: true });
    const headers = fetchMock.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBeUndefined();
  });

  it('returns a text body as it came when asked for text, with the extra headers sent', async () => {
    fetchMock.mockResolvedValue(new Response('{"looks":"like json"}', { status: 206 }));
    const text = await apiRequest<string>('/media/m1/stream', {
      responseType: 'text',
      headers: { Range: 'bytes=0-99' },
    });
    expect(text).toBe('{"looks":"like json"}');
    const headers = fetchMock.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers.Range).toBe('bytes=0-99');
    expect(headers.Accept).toBe('text/plain, */*');
  });

  it('answers the headers of a HEAD when asked for headers, and still maps a refusal', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200, headers: { 'content-type': 'video/mp4' } }));
    const headers = await apiRequest<Headers>('/share/public/s/abc/preview', {
      method: 'HEAD',
      responseType: 'headers',
    });
    expect(headers.get('content-type')).toBe('video/mp4');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('HEAD');
    fetchMock.mockResolvedValue(new Response(null, { status: 415 }));
    await expect(
      apiRequest('/share/public/s/abc/preview', { method: 'HEAD', responseType: 'headers' }),
    ).rejects.toMatchObject({ status: 415 });
  });

  it('throws the mapped error for a failed response', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { success: false, error: 'Please activate', code: 'ACCOUNT_NOT_ACTIVATED' }),
    );
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Please activate',
      status: 403,
      code: 'ACCOUNT_NOT_ACTIVATED',
    });
  });

  it('maps a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/user/profile')).rejects.toMatchObject({ kind: 'network' });
  });

  it('aborts after the timeout', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(apiRequest('/slow', { timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'timeout',
      message: 'The request timed out. Please try again.',
    });
  });

  it('calls the unauthorized handler on a 401, except for login, register and activate', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(401, { error: 'Sign in', code: 'UNAUTHORIZED' })));
    await expect(apiRequest('/user/profile')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    await expect(apiRequest('/auth/register', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    await expect(apiRequest('/auth/activate/tok', { method: 'POST' })).rejects.toBeInstanceOf(ApiError);
    await expect(apiRequest('/auth/logout', { method: 'POST', skipUnauthorizedHandler: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('helpers', () => {
  it('builds URLs with a query, skipping empty values', () => {
    expect(buildUrl('/media', { page: 2, search: '', category: undefined, q: 'a b' })).toBe('/api/media?page=2&q=a+b');
    expect(buildUrl('user/profile')).toBe('/api/user/profile');
  });

  it.each([
    ['/auth/login', false],
    ['/auth/register', false],
    ['/auth/activate/xyz', false],
    ['/user/profile', true],
    ['/auth/logout', true],
  ])('knows whether %s hands a 401 on (%s) or keeps it to itself', (path, redirects) => {
    expect(redirectsOn401(path)).toBe(redirects);
  });
});
